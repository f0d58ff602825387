import type { Page } from 'playwright-core'

export type ReloadRecord = {
  /** Every text the connect button showed, in order, from the start of the load. */
  texts: string[]
  /** When the page asked wallets to announce themselves (EIP-6963), ms after navigation start. */
  requested: number[]
}

/**
 * An init script: records, from the start of each load, every text the connect button shows
 * (frame by frame), so a test can tell whether a connected person ever saw "Connect", and when the
 * page asked wallets to announce themselves, so a late wallet can arrive after that.
 */
export function recordReload(): void {
  const record: ReloadRecord = { texts: [], requested: [] }
  ;(window as unknown as { __reload: ReloadRecord }).__reload = record
  window.addEventListener('eip6963:requestProvider', () => record.requested.push(performance.now()))
  const look = (): void => {
    for (const button of document.querySelectorAll('[data-sigil-connect-button]')) {
      const text = (button.textContent ?? '').trim()
      if (record.texts.at(-1) !== text) record.texts.push(text)
    }
    requestAnimationFrame(look)
  }
  requestAnimationFrame(look)
}

/** What recordReload saw since this load began. */
export const reloadRecord = (page: Page): Promise<ReloadRecord> =>
  page.evaluate(() => (window as unknown as { __reload: ReloadRecord }).__reload)
