import { NAMESPACES } from '../constants/index.js'
import type { ChainNamespace } from './types.js'

/** Whether `value` is one of the namespaces CAIP ids may carry (spec §9). */
export function isChainNamespace(value: string): value is ChainNamespace {
  return (NAMESPACES as readonly string[]).includes(value)
}
