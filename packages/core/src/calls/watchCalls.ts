import { clockOf } from '../client/clockOf.js'
import type { SigilClient } from '../client/types.js'
import { callsTarget } from './callsTarget.js'
import { type PendingCalls, pendingCallsOf } from './pendingCalls.js'
import type { CallsStatus, CallsStatusReport } from './types.js'

/** How often a wallet is asked about a pending batch (about a block on most chains). */
export const CALLS_STATUS_INTERVAL_MS = 1000

const watching = new WeakMap<SigilClient, Map<string, Promise<CallsStatusReport>>>()

/**
 * Asks the wallet about batch `id` (EIP-5792 `wallet_getCallsStatus`) on the client's clock
 * until it is no longer pending, writing each answer to the client's pending batches; resolves
 * with the last. One watch per batch and client. A failed question is asked again at the next
 * tick; a client destroyed meanwhile stops asking (the promise then never settles: nothing is
 * known, and nothing is thrown at a page that did not wait for it).
 */
export function watchCalls(client: SigilClient, id: string): Promise<CallsStatusReport> {
  let watches = watching.get(client)
  if (!watches) {
    watches = new Map()
    watching.set(client, watches)
  }
  const known = watches.get(id)
  if (known) return known
  const clock = clockOf(client)
  const tracker = pendingCallsOf(client)
  const watch = new Promise<CallsStatusReport>((resolve) => {
    let timer: unknown
    let destroyed = false
    const stop = client.onEvent((event) => {
      if (event.type !== 'DESTROY') return
      destroyed = true
      clock.clearTimeout(timer)
    })
    const ask = async () => {
      const entry = tracker.getState().list.find((known) => known.id === id)
      try {
        const { adapter, connectorId, network } = callsTarget(client)
        if (!adapter.getCallsStatus || (entry && entry.caipNetworkId !== network.caipNetworkId))
          throw new Error('not on the batch’s network')
        const report = await adapter.getCallsStatus({ connectorId, network, id })
        tracker.update(id, { status: report.status, hashes: report.hashes })
        if (report.status !== 'pending') {
          stop()
          resolve(report)
          return
        }
      } catch {
        // Not connected now, or the wallet did not answer: ask again at the next tick.
      }
      if (!destroyed) timer = clock.setTimeout(() => void ask(), CALLS_STATUS_INTERVAL_MS)
    }
    void ask()
  })
  watches.set(id, watch)
  return watch
}

const resumed = new WeakMap<SigilClient, Set<string>>()

/**
 * After a reload, follows every batch still pending in the client's storage: a wallet batch is
 * watched again; calls sent one by one are read from their transactions (the page that would
 * have asked for the rest is gone, so a batch short of calls ends `partial`).
 */
export function resumePendingCalls(client: SigilClient): void {
  let done = resumed.get(client)
  if (!done) {
    done = new Set()
    resumed.set(client, done)
  }
  const tracker = pendingCallsOf(client)
  for (const entry of tracker.getState().list) {
    if (entry.status !== 'pending' || done.has(entry.id)) continue
    done.add(entry.id)
    if (entry.atomic) {
      void watchCalls(client, entry.id)
      continue
    }
    void settleSequence(client, entry).then(
      (status) => tracker.update(entry.id, { status }),
      () => done.delete(entry.id),
    )
  }
}

async function settleSequence(client: SigilClient, entry: PendingCalls): Promise<CallsStatus> {
  const { adapter, network } = callsTarget(client)
  if (network.caipNetworkId !== entry.caipNetworkId || !adapter.waitForTransaction)
    throw new Error('not on the batch’s network')
  const outcomes = await Promise.all(
    entry.hashes.map((hash) => adapter.waitForTransaction!({ network, hash }).then(({ status }) => status)),
  )
  const succeeded = outcomes.filter((status) => status === 'success').length
  if (succeeded === entry.calls) return 'confirmed'
  return succeeded === 0 ? 'failed' : 'partial'
}
