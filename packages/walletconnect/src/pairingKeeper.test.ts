import type { Clock, PairingState } from '@sigil/core'
import { describe, expect, it } from 'vitest'
import { PAIRING_LIFETIME_MS, pairingRefreshDelay } from './pairingExpiry.js'
import { createPairingKeeper } from './pairingKeeper.js'

/** A clock whose time moves only when the test says so. */
function manualClock() {
  let now = 0
  let timers: { at: number; run: () => void; id: number }[] = []
  let ids = 0
  const clock: Clock = {
    now: () => now,
    setTimeout(run, ms) {
      const id = ++ids
      timers.push({ at: now + ms, run, id })
      return id
    },
    clearTimeout(id) {
      timers = timers.filter((timer) => timer.id !== id)
    },
  }
  const advance = (ms: number, { fire = true } = {}) => {
    now += ms
    if (!fire) return
    for (const timer of timers.filter((t) => t.at <= now)) {
      timers = timers.filter((t) => t !== timer)
      timer.run()
    }
  }
  return { clock, advance }
}

/** Stands in for the SDK's pairing calls: each attempt gets a URI and is settled by the test. */
function fakeAttempts() {
  const attempts: {
    uri: string
    show: () => void
    approve: (value: unknown) => void
    fail: (error: unknown) => void
  }[] = []
  const start = (onUri: (uri: string) => void) =>
    new Promise<unknown>((approve, fail) => {
      const uri = `wc:${String(attempts.length + 1).padStart(64, '0')}@2?relay-protocol=irn`
      attempts.push({ uri, show: () => onUri(uri), approve, fail })
    })
  return { attempts, start }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

function setup() {
  const { clock, advance } = manualClock()
  const { attempts, start } = fakeAttempts()
  const discarded: string[] = []
  const errors: unknown[] = []
  const keeper = createPairingKeeper({
    clock,
    lifetimeMs: PAIRING_LIFETIME_MS,
    start,
    discard: (uri) => discarded.push(uri),
    onError: (error) => errors.push(error),
  })
  const shown: PairingState[] = []
  const onPairing = (pairing: PairingState) => shown.push(pairing)
  return { keeper, attempts, discarded, errors, advance, shown, onPairing }
}

describe('the pairing kept ready before the pick', () => {
  it('R-WC-02 a list on show makes the pairing ahead; the pick shows that very URI at once', async () => {
    const { keeper, attempts, shown, onPairing } = setup()
    keeper.hold()
    expect(attempts).toHaveLength(1)
    attempts[0]!.show()
    const connecting = keeper.connect(onPairing)
    // Shown in the same task as the pick: no SDK call stands between the tap and the QR code.
    expect(shown.map((pairing) => pairing?.uri)).toEqual([attempts[0]!.uri])
    expect(attempts).toHaveLength(1)
    attempts[0]!.approve('session')
    await expect(connecting).resolves.toBe('session')
    expect(shown.at(-1)).toBeUndefined()
  })

  it('R-WC-02 R-WC-05 while the list stays on show, the pairing is replaced when it counts as expired and the old one is ended', () => {
    const { keeper, attempts, discarded, advance } = setup()
    keeper.hold()
    attempts[0]!.show()
    advance(pairingRefreshDelay() - 1)
    expect(attempts).toHaveLength(1)
    advance(1)
    expect(attempts).toHaveLength(2)
    expect(discarded).toEqual([attempts[0]!.uri])
    attempts[1]!.show()
    expect(keeper.readyUri()).toBe(attempts[1]!.uri)
  })

  it('R-WC-02 once the list is gone, an unused pairing is ended when it counts as expired, and none is made in its place', () => {
    const { keeper, attempts, discarded, advance } = setup()
    const release = keeper.hold()
    attempts[0]!.show()
    release()
    release()
    expect(discarded).toEqual([])
    advance(pairingRefreshDelay())
    expect(discarded).toEqual([attempts[0]!.uri])
    expect(attempts).toHaveLength(1)
    expect(keeper.readyUri()).toBeUndefined()
  })

  it('R-WC-02 a ready pairing that counts as expired at the pick (its timer held back) is not shown: a fresh one is', () => {
    const { keeper, attempts, discarded, advance, shown, onPairing } = setup()
    keeper.hold()
    attempts[0]!.show()
    // A background tab's timers are throttled: time passes without the renewal running.
    advance(pairingRefreshDelay() + 1, { fire: false })
    void keeper.connect(onPairing)
    expect(discarded).toEqual([attempts[0]!.uri])
    expect(attempts).toHaveLength(2)
    expect(shown).toEqual([])
    attempts[1]!.show()
    expect(shown.map((pairing) => pairing?.uri)).toEqual([attempts[1]!.uri])
  })

  it('a pick while the pairing is still being made waits for it rather than making another', () => {
    const { keeper, attempts, shown, onPairing } = setup()
    keeper.hold()
    void keeper.connect(onPairing)
    expect(attempts).toHaveLength(1)
    attempts[0]!.show()
    expect(shown.map((pairing) => pairing?.uri)).toEqual([attempts[0]!.uri])
  })

  it('a pairing made ahead that failed (relay down) is not reported; the pick makes a fresh one and reports its own failure', async () => {
    const { keeper, attempts, errors, onPairing } = setup()
    keeper.hold()
    attempts[0]!.fail(new Error('relay down'))
    await flush()
    expect(errors).toEqual([])
    const connecting = keeper.connect(onPairing)
    expect(attempts).toHaveLength(2)
    attempts[1]!.fail(new Error('still down'))
    await expect(connecting).rejects.toThrow('still down')
    expect(errors).toHaveLength(1)
  })

  it('a relay that drops ends the pairing made ahead; the next pick makes a fresh one that works', async () => {
    const { keeper, attempts, discarded, onPairing } = setup()
    keeper.hold()
    attempts[0]!.show()
    keeper.fail(new Error('relay lost'))
    expect(discarded).toEqual([attempts[0]!.uri])
    const connecting = keeper.connect(onPairing)
    expect(attempts).toHaveLength(2)
    attempts[1]!.show()
    attempts[1]!.approve('session')
    await expect(connecting).resolves.toBe('session')
  })

  it('a relay that drops while a pairing is on show ends the waiting pick with its error', async () => {
    const { keeper, attempts, onPairing, shown } = setup()
    const connecting = keeper.connect(onPairing)
    attempts[0]!.show()
    keeper.fail(new Error('relay lost'))
    await expect(connecting).rejects.toThrow('relay lost')
    expect(shown.at(-1)).toBeUndefined()
  })

  it('a replaced pairing that fails later does not end the pick; a wallet answering it still connects', async () => {
    const { keeper, attempts, advance, onPairing } = setup()
    const connecting = keeper.connect(onPairing)
    attempts[0]!.show()
    advance(pairingRefreshDelay())
    attempts[1]!.show()
    attempts[0]!.fail(new Error('Proposal expired'))
    await flush()
    attempts[1]!.approve('session')
    await expect(connecting).resolves.toBe('session')
  })

  it('taken over by another flow, the pairing made ahead is ended; a pairing on show is left alone', () => {
    const { keeper, attempts, discarded, onPairing } = setup()
    keeper.hold()
    attempts[0]!.show()
    keeper.dropReady()
    expect(discarded).toEqual([attempts[0]!.uri])
    void keeper.connect(onPairing)
    attempts[1]!.show()
    keeper.dropReady()
    expect(discarded).toEqual([attempts[0]!.uri])
  })
})
