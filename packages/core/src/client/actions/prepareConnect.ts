import type { NetworkNamespace } from '../../caip/types.js'
import { contextOf } from '../contextOf.js'
import type { SigilClient } from '../types.js'

/** A person reaches for a wallet of `namespace`: its adapter fetches what a connect runs. */
export function prepareConnect(client: SigilClient, namespace: NetworkNamespace): void {
  contextOf(client).adapters.get(namespace)?.prepareConnect?.()
}
