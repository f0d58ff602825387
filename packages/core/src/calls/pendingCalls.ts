import { type PendingList, withNewest } from '../activity/pendingList.js'
import type { CaipNetworkId } from '../caip/types.js'
import { contextOf } from '../client/contextOf.js'
import { partOf } from '../client/partOf.js'
import type { SigilClient, Unsubscribe } from '../client/types.js'
import { DEFAULT_STORAGE_PREFIX } from '../storage/storageKeys.js'
import type { CallsStatus } from './types.js'

/** A batch of calls this client sent, as the pending list and Activity show it. */
export type PendingCalls = {
  /** The wallet's batch id (EIP-5792), or this client's own id for calls sent one by one. */
  id: string
  caipNetworkId: CaipNetworkId
  /** The sending address. */
  from: string
  /** What the batch does, as the app or the view named it (e.g. "Swap 10 dUSD for ETH"). */
  summary: string
  /** How many calls the batch has. */
  calls: number
  /** One wallet batch (EIP-5792), or one transaction per call. */
  atomic: boolean
  /** The transactions made so far. */
  hashes: readonly string[]
  sentAt: number
  status: CallsStatus
}

export type PendingCallsState = PendingList<PendingCalls>

export type PendingCallsTracker = {
  getState(): PendingCallsState
  subscribe(listener: (state: PendingCallsState) => void): Unsubscribe
  add(entry: Omit<PendingCalls, 'status'> & { status?: CallsStatus }): void
  update(id: string, patch: Partial<Pick<PendingCalls, 'status' | 'hashes'>>): void
  /** Forgets settled batches (the history now lists their transactions). */
  clearSettled(): void
}

/** Settled batches kept beside the pending ones, so a reload still shows how the last ones ended. */
const KEPT_SETTLED = 20
const STATUSES: readonly CallsStatus[] = ['pending', 'confirmed', 'failed', 'partial']
const HASH = /^0x[0-9a-fA-F]{64}$/
const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const CAIP2 = /^[-a-z0-9]{3,8}:[-_a-zA-Z0-9]{1,32}$/

/** A stored entry is read back only when every field has its shape (storage is input, R-SEC-11). */
function isPendingCalls(value: unknown): value is PendingCalls {
  if (typeof value !== 'object' || value === null) return false
  const entry = value as Record<string, unknown>
  return (
    typeof entry.id === 'string' &&
    entry.id.length > 0 &&
    entry.id.length <= 8194 &&
    typeof entry.caipNetworkId === 'string' &&
    CAIP2.test(entry.caipNetworkId) &&
    typeof entry.from === 'string' &&
    ADDRESS.test(entry.from) &&
    typeof entry.summary === 'string' &&
    entry.summary.length <= 200 &&
    Number.isInteger(entry.calls) &&
    (entry.calls as number) > 0 &&
    typeof entry.atomic === 'boolean' &&
    Array.isArray(entry.hashes) &&
    entry.hashes.every((hash) => typeof hash === 'string' && HASH.test(hash)) &&
    typeof entry.sentAt === 'number' &&
    Number.isFinite(entry.sentAt) &&
    STATUSES.includes(entry.status as CallsStatus)
  )
}

const isStoredState = (value: unknown): value is PendingCallsState =>
  typeof value === 'object' &&
  value !== null &&
  Array.isArray((value as PendingCallsState).list) &&
  (value as PendingCallsState).list.every(isPendingCalls) &&
  Number.isInteger((value as PendingCallsState).untracked)

/** Where a client keeps its batches: `${prefix}:calls`. */
export const pendingCallsKey = (client: SigilClient): string =>
  `${client.config.storagePrefix ?? DEFAULT_STORAGE_PREFIX}:calls`

/**
 * The batches a client sent and how far each got: the `pendingCalls` slice of the client's
 * state, read back from the client's storage on first use and written there on every change,
 * so a reload shows them still (and watches them again). At most 99 pending (spec §9), the
 * oldest dropped beyond that; the last settled ones are kept too.
 */
export function pendingCallsOf(client: SigilClient): PendingCallsTracker {
  const ctx = contextOf(client)
  const { store } = ctx
  partOf(ctx, pendingCallsOf, () => {
    const key = pendingCallsKey(client)
    const stored = ctx.storage.read(key, isStoredState)
    if (stored) store.setState({ pendingCalls: { list: stored.list, untracked: stored.untracked } })
    return client.subscribe(
      (state) => state.pendingCalls,
      (state) => ctx.storage.write(key, state),
    )
  })
  const change = (next: (state: PendingCallsState) => Partial<PendingCallsState>) =>
    store.setState((state) => ({ pendingCalls: { ...state.pendingCalls, ...next(state.pendingCalls) } }))
  return {
    getState: () => store.getState().pendingCalls,
    subscribe: (listener) => client.subscribe((state) => state.pendingCalls, listener),
    add(entry) {
      change((state) => {
        const newest = withNewest<PendingCalls>(
          { ...entry, status: entry.status ?? 'pending' },
          state.list.filter((known) => known.id !== entry.id),
          state.untracked,
        )
        let { list } = newest
        const { untracked } = newest
        const settled = list.filter((known) => known.status !== 'pending')
        if (settled.length > KEPT_SETTLED) {
          const dropped = new Set(settled.slice(KEPT_SETTLED))
          list = list.filter((known) => !dropped.has(known))
        }
        return { list, untracked }
      })
    },
    update(id, patch) {
      change((state) => ({
        list: state.list.map((entry) => (entry.id === id ? { ...entry, ...patch } : entry)),
      }))
    },
    clearSettled() {
      change((state) => ({ list: state.list.filter((entry) => entry.status === 'pending') }))
    },
  }
}
