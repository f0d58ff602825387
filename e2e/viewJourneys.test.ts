import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { connectButton, connectedFromModal, modal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'
import { injectAxe, runAxe } from './support/viewAxe.js'
import {
  cardRisen,
  cardTopSpread,
  clippedText,
  focusedName,
  focusInDialog,
  resetCardTops,
  scrollHintMatches,
  settledView,
  smallTargets,
  watchCardTops,
} from './support/viewChecks.js'

const SIZES = [
  { name: 'desktop', viewport: { width: 1280, height: 800 }, hasTouch: false },
  { name: 'phone', viewport: { width: 390, height: 844 }, hasTouch: true },
] as const
type Size = (typeof SIZES)[number]

/**
 * The checks every view of a journey meets once it has arrived: focus inside the dialog, no
 * text cut without a full form, no control under 44x44 px on a phone, no serious axe finding,
 * and, on a desktop, a card whose top edge did not move while the view's late content came in.
 */
async function checkArrived(page: Page, size: Size, view: string, focus?: string): Promise<void> {
  const where = `${view} at ${size.name}`
  await shownView(page, view).waitFor()
  await cardRisen(page)
  await resetCardTops(page)
  expect(await focusInDialog(page), where).toMatchObject({ inside: true })
  if (focus !== undefined) await expect.poll(() => focusedName(page), { message: where }).toContain(focus)
  await settledView(page)
  expect(await focusInDialog(page), where).toMatchObject({ inside: true })
  expect(await clippedText(page), where).toEqual([])
  // A view taller than the card (Connect at 800 px) shows that it scrolls; a short one does not pretend to.
  expect(await scrollHintMatches(page), where).toBe(true)
  if (size.name === 'phone') expect(await smallTargets(page), where).toEqual([])
  else expect(await cardTopSpread(page), where).toBeLessThanOrEqual(0.5)
  expect((await runAxe(page)).violations, where).toEqual([])
}

/** Goes one step back and checks focus is on the control that led to the view left. */
async function back(page: Page, size: Size, view: string, control: string): Promise<void> {
  await modal(page).getByRole('button', { name: 'Back' }).click()
  await checkArrived(page, size, view, control)
}

async function escapeCloses(page: Page, where: string): Promise<void> {
  await page.keyboard.press('Escape')
  await modal(page).waitFor({ state: 'detached' })
  expect(await modal(page).count(), where).toBe(0)
}

describe("the demo's journeys at desktop and phone size, by pointer, touch and keyboard (issue 21)", () => {
  const demo = useDemo()

  it.each(SIZES)(
    'Connect, All wallets, Back, a wallet, then Account with its tabs and every feature and Back from each: focus stays in the dialog and comes back to the control that led on, Escape closes from any view, nothing cut, a view that scrolls shows it, every control 44x44 px on a phone, the card top still while late content arrives, axe clean ($name)',
    async (size) => {
      const { page, wallet, blockedRequests } = await demo.open(
        {},
        { viewport: size.viewport, hasTouch: size.hasTouch },
      )
      await injectAxe(page)
      await watchCardTops(page)

      await connectButton(page).click()
      await checkArrived(page, size, 'Connect')
      await shownView(page, 'Connect').getByRole('button', { name: 'All wallets' }).click()
      await checkArrived(page, size, 'AllWallets', 'All wallets')
      await back(page, size, 'Connect', 'All wallets')
      await snap(page, `journey-Connect-${size.name}`)
      await escapeCloses(page, `Connect at ${size.name}`)

      await connectedFromModal(page, wallet.address)
      await connectButton(page).click()
      await checkArrived(page, size, 'Account')
      for (const tab of ['NFTs', 'Activity', 'Tokens']) {
        await modal(page).getByRole('tab', { name: tab }).click()
        await checkArrived(page, size, 'Account', tab)
      }
      const account = shownView(page, 'Account')
      const onward = [
        { control: 'Send', view: 'Send' },
        { control: 'Swap', view: 'Swap' },
        { control: 'Buy', view: 'OnRamp' },
        { control: 'Receive', view: 'Receive' },
        { control: 'Wallets', view: 'ProfileWallets' },
      ]
      for (const { control, view } of onward) {
        if ((await account.getByRole('button', { name: control, exact: true }).count()) === 0) continue
        await account.getByRole('button', { name: control, exact: true }).click()
        await checkArrived(page, size, view)
        await snap(page, `journey-${view}-${size.name}`)
        await back(page, size, 'Account', control)
      }
      // The network chip leads to the list of networks.
      await account.locator('.sigil-pill').click()
      await checkArrived(page, size, 'Networks')
      await escapeCloses(page, `Networks at ${size.name}`)
      expect(blockedRequests).toEqual([])
    },
  )
})
