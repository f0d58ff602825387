import type { CDPSession, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { connectButton, modal, shownView } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

type TraceEvent = {
  name: string
  ph: string
  ts: number
  dur?: number
  pid: number
  tid: number
  args?: { data?: { type?: string } }
}

/** Records the page's main-thread timeline (CDP Tracing) while `act` runs. */
async function traced(cdp: CDPSession, act: () => Promise<void>): Promise<TraceEvent[]> {
  const events: TraceEvent[] = []
  cdp.on('Tracing.dataCollected', ({ value }) => events.push(...(value as unknown as TraceEvent[])))
  await cdp.send('Tracing.start', {
    transferMode: 'ReportEvents',
    traceConfig: { includedCategories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] },
  })
  await act()
  const complete = new Promise<void>((resolve) => cdp.once('Tracing.tracingComplete', () => resolve()))
  await cdp.send('Tracing.end')
  await complete
  return events
}

/**
 * Waits for the idle preload to park the card. Not `loaded()`: called before the page's idle
 * callback has run, it loads the modal as a need (no parking), and the card is never parked.
 */
async function parked(page: Page): Promise<void> {
  await page.locator('sigil-modal .sigil-overlay[data-state="parked"]').waitFor({ state: 'attached' })
}

describe('opening the modal: the click draws no layout of its own (issue 18, open time)', () => {
  const demo = useDemo()

  it('the click that opens the modal forces no style recalculation or layout inside its task', async () => {
    const { page, context } = await demo.open()
    // Opened once the idle preload has run and the card is parked, as the bench measures it.
    await parked(page)
    await page.evaluate(() => new Promise((resolve) => requestIdleCallback(resolve, { timeout: 5000 })))
    const cdp = await context.newCDPSession(page)
    const events = await traced(cdp, async () => {
      await connectButton(page).click()
      await shownView(page, 'Connect').getByRole('button', { name: 'All wallets' }).waitFor()
    })
    await cdp.detach()

    const click = events.find((e) => e.name === 'EventDispatch' && e.args?.data?.type === 'click')
    if (!click?.dur) throw new Error('no click in the trace')
    const inClick = events.filter(
      (e) =>
        e.pid === click.pid &&
        e.tid === click.tid &&
        e.ts >= click.ts &&
        e.ts < click.ts + (click.dur ?? 0) &&
        (e.name === 'UpdateLayoutTree' || e.name === 'Layout'),
    )
    // The open's render runs inside the click's task (a discrete update, with its passive effects);
    // a layout read there (focus(), getBoundingClientRect(), scrollHeight) makes the browser compute
    // the new card's style and layout before the task ends, and the first frame that shows it waits.
    expect(inClick.map((e) => `${e.name} ${((e.dur ?? 0) / 1000).toFixed(2)} ms`)).toEqual([])
  })

  it('the card parked while closed is not seen, not read, takes no click and no Tab, and opening reveals it', async () => {
    const { page } = await demo.open()
    await parked(page)
    const overlay = page.locator('sigil-modal .sigil-overlay')
    expect(await overlay.getAttribute('data-state')).toBe('parked')
    expect(await overlay.evaluate((e) => getComputedStyle(e).visibility)).toBe('hidden')
    expect(await modal(page).count()).toBe(0)
    // The page's own control under the overlay's box is what a pointer reaches.
    const box = await connectButton(page).boundingBox()
    if (!box) throw new Error('no connect button box')
    const hit = await page.evaluate(
      ([x, y]) => document.elementFromPoint(x as number, y as number)?.textContent,
      [box.x + box.width / 2, box.y + box.height / 2],
    )
    expect(hit).toBe('Connect')
    // Tab from the button never lands in the parked card.
    await connectButton(page).focus()
    await page.keyboard.press('Tab')
    expect(await page.evaluate(() => document.activeElement?.tagName)).not.toBe('SIGIL-MODAL')
    const card = await overlay.elementHandle()
    await connectButton(page).click()
    await shownView(page, 'Connect').getByRole('button', { name: 'All wallets' }).waitFor()
    expect(await overlay.evaluate((e, parked) => e === parked, card)).toBe(true)
    expect(await overlay.getAttribute('data-state')).toBe('open')
    expect(await modal(page).count()).toBe(1)
  })
})
