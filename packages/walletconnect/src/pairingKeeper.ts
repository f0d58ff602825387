import type { Clock, PairingState } from '@sigil/core'
import { isPairingExpired, pairingExpiresAt, pairingRefreshDelay } from './pairingExpiry.js'

/**
 * Starts one pairing attempt: calls `onUri` once the pairing's URI exists (before any wallet can
 * answer) and settles when a wallet approves (with the SDK's result) or the attempt fails.
 */
export type StartAttempt = (onUri: (uri: string) => void) => Promise<unknown>

export type PairingKeeperOptions = {
  clock: Clock
  lifetimeMs: number
  start: StartAttempt
  /** Ends a pairing nobody will answer: its relay subscription and its stored record. */
  discard(uri: string): void
  /** A failure that ends a watched attempt (alerts come from here). */
  onError(error: unknown): void
}

type Attempt = { uri?: string; expiresAt?: number; timer?: unknown; retired: boolean }
type Watcher = {
  onPairing(pairing: PairingState): void
  resolve(value: unknown): void
  reject(error: unknown): void
}

export type PairingKeeper = ReturnType<typeof createPairingKeeper>

/**
 * Keeps one pairing alive for whoever needs it: a connect waiting for a wallet (it shows the URI
 * until a wallet approves) or a wallet list on show (`hold`: the pairing is made before the pick,
 * so the pick only shows its QR code). A pairing is replaced when it counts as expired (R-WC-02,
 * R-WC-05) while someone needs it, and discarded then when nobody does; a replaced or discarded
 * pairing is ended at once, so unused pairings neither pile up nor keep relay subscriptions.
 * A wallet approving any pairing this keeper made ends every waiting connect.
 */
export function createPairingKeeper(options: PairingKeeperOptions) {
  const { clock } = options
  let current: Attempt | undefined
  let holds = 0
  const watchers = new Set<Watcher>()

  const needed = () => holds > 0 || watchers.size > 0

  const retire = (attempt: Attempt) => {
    if (attempt.retired) return
    attempt.retired = true
    clock.clearTimeout(attempt.timer)
    if (current === attempt) current = undefined
    if (attempt.uri !== undefined) options.discard(attempt.uri)
  }

  const settleWatchers = (settle: (watcher: Watcher) => void) => {
    const waiting = [...watchers]
    watchers.clear()
    for (const watcher of waiting) {
      watcher.onPairing(undefined)
      settle(watcher)
    }
  }

  const begin = () => {
    const attempt: Attempt = { retired: false }
    current = attempt
    const onUri = (uri: string) => {
      if (attempt.uri !== undefined) return
      attempt.uri = uri
      // Replaced or discarded while being made: nobody will see it.
      if (attempt.retired) return options.discard(uri)
      attempt.expiresAt = pairingExpiresAt(clock.now(), options.lifetimeMs)
      attempt.timer = clock.setTimeout(() => renew(attempt), pairingRefreshDelay(options.lifetimeMs))
      for (const watcher of watchers) watcher.onPairing({ uri, expiresAt: attempt.expiresAt })
    }
    options.start(onUri).then(
      (value) => {
        // The wallet answered this pairing: it is in use now, not to be discarded.
        attempt.retired = true
        clock.clearTimeout(attempt.timer)
        if (current === attempt) current = undefined
        // A session now exists: a pairing made for a later connect has no use.
        if (current !== undefined) retire(current)
        settleWatchers((watcher) => watcher.resolve(value))
      },
      (error: unknown) => {
        // An attempt replaced by a fresh pairing may fail later; only the current one counts.
        if (attempt.retired) return
        retire(attempt)
        if (watchers.size === 0) return
        options.onError(error)
        settleWatchers((watcher) => watcher.reject(error))
      },
    )
  }

  const renew = (attempt: Attempt) => {
    if (attempt !== current) return
    retire(attempt)
    if (needed()) begin()
  }

  /** The current pairing if it can still be shown, else a fresh one. */
  const ensure = () => {
    const shown = current
    if (shown?.expiresAt !== undefined && isPairingExpired(shown.expiresAt, clock.now())) retire(shown)
    if (current === undefined) begin()
  }

  return {
    /** Shows pairings through `onPairing` until a wallet approves one; a pairing made ahead is shown at once. */
    connect(onPairing: (pairing: PairingState) => void): Promise<unknown> {
      return new Promise<unknown>((resolve, reject) => {
        watchers.add({ onPairing, resolve, reject })
        ensure()
        const ready = current
        if (ready?.uri !== undefined && ready.expiresAt !== undefined)
          onPairing({ uri: ready.uri, expiresAt: ready.expiresAt })
      })
    },
    /** Keeps a pairing ready before any connect (a wallet list is on show); call the result when it is gone. */
    hold(): () => void {
      holds++
      ensure()
      let held = true
      return () => {
        if (!held) return
        held = false
        // The ready pairing stays until it counts as expired: the list may show again before then.
        holds--
      }
    },
    /** Ends every waiting connect with `error` and drops the pairing (the relay dropped, or the SDK is going). */
    fail(error: unknown) {
      if (current !== undefined) retire(current)
      settleWatchers((watcher) => watcher.reject(error))
    },
    /** Drops the pairing made ahead (another flow took the pairing over); waiting connects are not touched. */
    dropReady() {
      if (watchers.size === 0 && current !== undefined) retire(current)
    },
    /** The URI of the pairing on hand, if any (for tests and diagnostics). */
    readyUri: (): string | undefined => (current?.retired === false ? current.uri : undefined),
  }
}
