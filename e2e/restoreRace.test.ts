import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  accountPanel,
  clientState,
  connectButton,
  connectedFromModal,
  modal,
  shownView,
  snap,
} from './support/journey.js'
import { useDemo } from './support/useDemo.js'

/** Records in the page whether the modal opens from now on (read with `modalOpenedSince`). */
async function watchModalOpening(page: Page): Promise<void> {
  await page.evaluate(() => {
    type Client = {
      subscribe(select: (s: { modal: { open: boolean } }) => boolean, on: (v: boolean) => void): void
    }
    const element = document.querySelector('sigil-modal') as unknown as { client: Client }
    const record = window as unknown as { modalOpened?: boolean }
    record.modalOpened = false
    element.client.subscribe(
      (state) => state.modal.open,
      (open) => {
        if (open) record.modalOpened = true
      },
    )
  })
}

const modalOpenedSince = (page: Page) =>
  page.evaluate(() => (window as unknown as { modalOpened?: boolean }).modalOpened === true)

/**
 * The app opens the modal itself (its own button), as any page may while a restore runs. Not
 * awaited: `open()` settles once start-up has, and start-up waits for the restore.
 */
const appOpens = (page: Page, view?: string) =>
  page.evaluate((view) => {
    const element = document.querySelector('sigil-modal') as unknown as {
      client: { open(options?: { view: string }): Promise<void> }
    }
    void element.client.open(view ? { view } : undefined)
  }, view)

const restoring = (page: Page) => connectButton(page).and(page.locator('[data-state="connecting"]'))

describe('a reload restores the stored wallet while the person acts: every order ends in one state', () => {
  const demo = useDemo()

  it('R-STATE-19 R-STATE-22: while the restore waits on the wallet, "Connecting…" opens nothing; a modal the app opened meanwhile closes once the restore lands', async () => {
    const { page, wallet, close } = await demo.open()
    await connectedFromModal(page, wallet.address)

    // The wallet is slow to answer eth_accounts after the reload.
    let slow = wallet.holdNext('eth_accounts')
    await page.reload()
    await restoring(page).waitFor()
    await watchModalOpening(page)
    expect(await restoring(page).getAttribute('aria-disabled')).toBe('true')
    await snap(page, '33-restoring-header-busy')
    // A person clicks it anyway (Playwright would wait for an aria-disabled button to be enabled).
    await restoring(page).click({ force: true })
    slow.release()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: wallet.address }).waitFor()
    expect(await modalOpenedSince(page)).toBe(false)
    expect(await connectButton(page).getAttribute('aria-disabled')).toBeNull()

    // The app's own button opens the list while the restore runs; the restore lands: the modal closes.
    slow = wallet.holdNext('eth_accounts')
    await page.reload()
    await restoring(page).waitFor()
    await appOpens(page)
    await shownView(page, 'Connect').waitFor()
    slow.release()
    await modal(page).waitFor({ state: 'detached' })
    expect(await clientState(page)).toMatchObject({ modalOpen: false, status: { eip155: 'connected' } })
    await close()
  }, 120_000)

  it('R-STATE-22 R-STATE-23: picking the wallet that is already connected ends on the account, not on "Continue in …" with a check', async () => {
    const { page, wallet, close } = await demo.open()
    await connectedFromModal(page, wallet.address)
    // The list opened by the app while connected (as after a restore that landed under it).
    await appOpens(page, 'Connect')
    await modal(page).getByRole('button', { name: 'Sigil Test Wallet', exact: true }).click()
    await modal(page).waitFor({ state: 'detached' })
    expect(await clientState(page)).toMatchObject({ modalOpen: false, status: { eip155: 'connected' } })
    expect(wallet.calls.filter((call) => call.method === 'eth_requestAccounts')).toHaveLength(1)
    await close()
  })

  it('R-STATE-19 R-STATE-20: a remembered wallet that never answers is given up after the RPC timeout, and connecting again works', async () => {
    const { page, wallet, close } = await demo.open()
    await connectedFromModal(page, wallet.address)
    const warnings: string[] = []
    page.on('console', (message) => {
      if (message.type() === 'warning') warnings.push(message.text())
    })
    // Never released: the wallet does not answer eth_accounts after the reload.
    wallet.holdNext('eth_accounts')
    await page.reload()
    await restoring(page).waitFor()
    const startedAt = Date.now()
    await connectButton(page)
      .filter({ hasText: /^Connect$/ })
      .waitFor({ timeout: 20_000 })
    // The spec's RPC timeout (10 s) bounds the restore.
    expect(Date.now() - startedAt).toBeLessThan(15_000)
    expect(await clientState(page)).toMatchObject({ modalOpen: false, status: { eip155: 'disconnected' } })
    expect(warnings.some((text) => text.includes('Could not restore'))).toBe(true)
    expect(await page.evaluate(() => localStorage.getItem('sigil-demo:connection:eip155'))).toBeNull()
    await snap(page, '34-restore-given-up')

    await connectedFromModal(page, wallet.address)
    expect(await clientState(page)).toMatchObject({ status: { eip155: 'connected' } })
    await close()
  }, 60_000)
})
