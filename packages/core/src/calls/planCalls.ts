import type { NetworkNamespace } from '../caip/types.js'
import { contextOf } from '../client/contextOf.js'
import { partOf } from '../client/partOf.js'
import type { SigilClient } from '../client/types.js'
import { callsTarget } from './callsTarget.js'
import type { AtomicCapability } from './types.js'

/** How a batch will reach the wallet: as one atomic batch (one prompt) or one prompt per call. */
export type CallsPlan = { atomic: boolean; prompts: number }

/**
 * Asks the wallet once per account and network whether it runs batches atomically (EIP-5792
 * `wallet_getCapabilities`, no prompt). A wallet without the method, or any failure to say, is
 * `unsupported`: the calls then go one prompt each, which every wallet can do.
 */
export function atomicCapability(
  client: SigilClient,
  namespace?: NetworkNamespace,
): Promise<AtomicCapability> {
  const { adapter, connectorId, address, network } = callsTarget(client, namespace)
  if (!adapter.getAtomicCapability || !adapter.sendCalls) return Promise.resolve('unsupported')
  const answers = partOf(
    contextOf(client),
    atomicCapability,
    () => new Map<string, Promise<AtomicCapability>>(),
  )
  const key = `${connectorId}|${network.caipNetworkId}|${address.toLowerCase()}`
  const known = answers.get(key)
  if (known) return known
  const answer = adapter
    .getAtomicCapability({ connectorId, network, address })
    .catch((): AtomicCapability => 'unsupported')
  answers.set(key, answer)
  return answer
}

/** One prompt for the whole batch where the wallet can do it atomically, else one per call. */
export async function planCalls(
  client: SigilClient,
  parameters: { calls: number; namespace?: NetworkNamespace },
): Promise<CallsPlan> {
  if (parameters.calls < 2) return { atomic: false, prompts: parameters.calls }
  const capability = await atomicCapability(client, parameters.namespace)
  return capability === 'unsupported'
    ? { atomic: false, prompts: parameters.calls }
    : { atomic: true, prompts: 1 }
}
