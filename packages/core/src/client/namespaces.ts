import type { NetworkNamespace } from '../caip/types.js'

/** The namespaces the client keeps state for (spec §3 CAIP network). */
export const NETWORK_NAMESPACES = [
  'eip155',
  'solana',
  'bip122',
] as const satisfies readonly NetworkNamespace[]

export function isNetworkNamespace(value: unknown): value is NetworkNamespace {
  return typeof value === 'string' && (NETWORK_NAMESPACES as readonly string[]).includes(value)
}
