import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { accountPanel, connectButton, modal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

/** Everything of the page's address a router could touch. */
const pageLocation = (page: Page) =>
  page.evaluate(() => ({
    pathname: location.pathname,
    search: location.search,
    hash: location.hash,
    historyLength: history.length,
  }))

/** The card's box once its opening animation has ended. */
async function settledBox(card: Locator) {
  await card.evaluate((element) =>
    Promise.all(element.getAnimations().map((animation) => animation.finished)),
  )
  const box = await card.boundingBox()
  if (!box) throw new Error('the modal card has no box')
  return box
}

describe('the modal on the page: no routes, and its size', () => {
  const demo = useDemo()

  it('R-UI-01: opening, walking through views and closing leave the path, query, hash and history length unchanged', async () => {
    const { page, wallet, blockedRequests, close } = await demo.open({}, { path: '?from=journey#top' })
    const before = await pageLocation(page)
    expect(before).toMatchObject({ pathname: '/', search: '?from=journey', hash: '#top' })

    // Connect → All wallets → back → a wallet: it connects and the modal closes by itself.
    await connectButton(page).click()
    await shownView(page, 'Connect').getByRole('button', { name: 'All wallets' }).click()
    await shownView(page, 'AllWallets').waitFor()
    expect(await pageLocation(page)).toEqual(before)
    await modal(page).getByRole('button', { name: 'Back' }).click()
    await shownView(page, 'Connect').getByRole('button', { name: 'Sigil Test Wallet', exact: true }).click()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: wallet.address }).waitFor()
    await modal(page).waitFor({ state: 'detached' })
    expect(await pageLocation(page)).toEqual(before)

    // Connected: Account → Wallets → back → close.
    await connectButton(page).click()
    await shownView(page, 'Account').getByRole('button', { name: 'Wallets' }).click()
    await shownView(page, 'ProfileWallets').waitFor()
    expect(await pageLocation(page)).toEqual(before)
    await modal(page).getByRole('button', { name: 'Back' }).click()
    await shownView(page, 'Account').waitFor()
    await modal(page).getByRole('button', { name: 'Close' }).click()
    await modal(page).waitFor({ state: 'detached' })
    expect(await pageLocation(page)).toEqual(before)
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-UI-23: on a desktop the modal card is 360 px wide and centred', async () => {
    const { page, blockedRequests, close } = await demo.open()
    await connectButton(page).click()
    await shownView(page, 'Connect').getByRole('button', { name: 'Sigil Test Wallet', exact: true }).waitFor()
    const box = await settledBox(modal(page))
    await snap(page, '40-modal-desktop')
    expect(box.width).toBe(360)
    expect(Math.abs(box.x + box.width / 2 - 1200 / 2)).toBeLessThanOrEqual(1)
    expect(box.y).toBeGreaterThan(0)
    expect(box.y + box.height).toBeLessThan(820)
    // R-UI-24: the overlay stacks at the default z-index (the demo sets none).
    const zIndex = await page
      .locator('sigil-modal')
      .evaluate(
        (host) => getComputedStyle(host.shadowRoot?.querySelector('.sigil-overlay') as Element).zIndex,
      )
    expect(zIndex).toBe('999')
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-UI-23: on a 390x844 phone the modal is a bottom sheet across the width', async () => {
    const { page, wallet, blockedRequests, close } = await demo.open(
      {},
      { viewport: { width: 390, height: 844 } },
    )
    await snap(page, '41-page-phone')
    await connectButton(page).click()
    await shownView(page, 'Connect').getByRole('button', { name: 'Sigil Test Wallet', exact: true }).waitFor()
    const card = modal(page)
    const box = await settledBox(card)
    await snap(page, '42-modal-phone')
    expect(box).toMatchObject({ x: 0, width: 390 })
    expect(box.y + box.height).toBe(844)
    expect(box.y).toBeGreaterThan(0)
    const corners = await card.evaluate((element) => {
      const style = getComputedStyle(element)
      return [style.borderTopLeftRadius, style.borderBottomLeftRadius]
    })
    expect(corners[0]).not.toBe('0px')
    expect(corners[1]).toBe('0px')

    // The sheet works like the card: the wallet connects and the sheet goes away.
    await shownView(page, 'Connect').getByRole('button', { name: 'Sigil Test Wallet', exact: true }).click()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: wallet.address }).waitFor()
    await modal(page).waitFor({ state: 'detached' })
    await snap(page, '43-page-phone-connected')
    expect(blockedRequests).toEqual([])
    await close()
  })
})
