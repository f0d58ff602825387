import type { NetworkNamespace } from '../caip/types.js'
import { clockOf } from '../client/clockOf.js'
import type { SigilClient } from '../client/types.js'
import type { SigilError } from '../errors/SigilError.js'
import { callsTarget } from './callsTarget.js'
import { checkCalls } from './checkCalls.js'
import { pendingCallsOf } from './pendingCalls.js'
import { type CallsPlan, planCalls } from './planCalls.js'
import type { CallsStatus, CallsStatusReport } from './types.js'
import { watchCalls } from './watchCalls.js'

export type SendCallsParameters = {
  /** The calls, in order; checked at the boundary (R-EVM-03, R-EVM-04). */
  calls: unknown
  namespace?: NetworkNamespace
  /** What the batch does, for the pending list and Activity. */
  summary?: string
  /** The plan already announced to the person (`planCalls`); asked of the wallet otherwise. */
  plan?: CallsPlan
  /** Called before each wallet prompt, with its number from 1 and how many there are. */
  onPrompt?: (prompt: number, prompts: number) => void
}

/** How a batch ended: `partial` when some of its calls happened and others did not. */
export type CallsOutcome = {
  status: Exclude<CallsStatus, 'pending'>
  hashes: readonly string[]
  /** Why a call one by one did not go through (a refusal in the wallet, a failed request). */
  error?: unknown
}

export type SentCalls = {
  id: string
  atomic: boolean
  /** Resolves once every call is settled (mined, reverted, or not sent after a refusal). */
  done: Promise<CallsOutcome>
}
/** Resolves once the wallet accepted the first prompt. */
export type SendCallsReturnType = Promise<SentCalls>
/** INVALID_INPUT for calls that do not check, NOT_CONNECTED, or the wallet's refusal of the first prompt. */
export type SendCallsErrorType = SigilError

/**
 * Sends calls from the connected account with as few prompts as the wallet allows: one EIP-5792
 * batch where it runs them atomically (`wallet_getCapabilities` per chain), else one prompt per
 * call, each awaited until mined before the next is asked. Resolves once the wallet accepted the
 * first prompt (a refusal there rejects: nothing happened); the batch is then in the client's
 * pending batches, watched until it settles.
 */
export async function sendCalls(client: SigilClient, parameters: SendCallsParameters): Promise<SentCalls> {
  const calls = checkCalls(parameters.calls)
  const target = callsTarget(client, parameters.namespace)
  const plan =
    parameters.plan ?? (await planCalls(client, { calls: calls.length, namespace: target.namespace }))
  const tracker = pendingCallsOf(client)
  const entry = {
    caipNetworkId: target.network.caipNetworkId,
    from: target.address,
    summary: (parameters.summary ?? '').slice(0, 200),
    calls: calls.length,
    sentAt: clockOf(client).now(),
  }
  const { adapter, connectorId, network, address } = target
  if (plan.atomic && adapter.sendCalls) {
    parameters.onPrompt?.(1, 1)
    const { id } = await adapter.sendCalls({ connectorId, network, from: address, calls })
    tracker.add({ ...entry, id, atomic: true, hashes: [] })
    return { id, atomic: true, done: watchCalls(client, id).then(outcomeOf) }
  }

  const sendOne = (index: number): Promise<string> => {
    parameters.onPrompt?.(index + 1, calls.length)
    const call = calls[index]!
    return client.sendTransaction({
      to: call.to,
      value: call.value ?? '0',
      ...(call.data === undefined ? {} : { data: call.data }),
      namespace: target.namespace,
    })
  }
  const waitFor = async (hash: string): Promise<boolean> => {
    if (!adapter.waitForTransaction) return true
    return (await adapter.waitForTransaction({ network, hash })).status === 'success'
  }
  const first = await sendOne(0)
  const id = `calls:${first}`
  const hashes = [first]
  tracker.add({ ...entry, id, atomic: false, hashes })
  const settle = (outcome: CallsOutcome): CallsOutcome => {
    tracker.update(id, { status: outcome.status, hashes: [...outcome.hashes] })
    return outcome
  }
  const done = (async (): Promise<CallsOutcome> => {
    for (let index = 0; ; index += 1) {
      let ok: boolean
      try {
        ok = await waitFor(hashes[index]!)
      } catch (error) {
        return settle({ status: index === 0 ? 'failed' : 'partial', hashes, error })
      }
      // A reverted call stops the batch: what came before it happened, it and the rest did not.
      if (!ok) return settle({ status: index === 0 ? 'failed' : 'partial', hashes })
      if (index + 1 === calls.length) return settle({ status: 'confirmed', hashes })
      try {
        hashes.push(await sendOne(index + 1))
        tracker.update(id, { hashes: [...hashes] })
      } catch (error) {
        return settle({ status: 'partial', hashes, error })
      }
    }
  })()
  return { id, atomic: false, done }
}

function outcomeOf(report: CallsStatusReport): CallsOutcome {
  return { status: report.status === 'pending' ? 'failed' : report.status, hashes: report.hashes }
}
