import { type Hex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { expectedBalanceText } from './support/chainReads.js'
import {
  accountPanel,
  clientState,
  connectButton,
  connectFromModal,
  modal,
  shownView,
  snap,
  truncatedAddress,
} from './support/journey.js'
import { useDemo } from './support/useDemo.js'

describe('connecting from the demo page', () => {
  const demo = useDemo()

  it('R-EVM-02 R-ACCT-01 R-CORE-01: the announced wallet is listed first as installed, connects, and Account shows its address and devnet balance', async () => {
    const { page, wallet, blockedRequests, close } = await demo.open()
    const [chainA] = demo.app.devnet.chains
    await snap(page, '01-page-disconnected')
    expect(await connectButton(page).textContent()).toBe('Connect')

    await connectButton(page).click()
    // The spec's group order puts the WalletConnect row (phone wallets by QR) first; then the wallets.
    const walletConnectRow = modal(page).locator('[data-group="walletConnect"] button.sigil-list-item')
    const wallets = modal(page).locator(
      '[data-group]:not([data-group="walletConnect"]) button.sigil-list-item',
    )
    await wallets.first().waitFor()
    expect(await walletConnectRow.getAttribute('aria-label')).toBe('WalletConnect')
    await snap(page, '02-connect-modal')
    expect(await wallets.first().getAttribute('aria-label')).toBe('Sigil Test Wallet')
    expect(await wallets.first().locator('.sigil-badge').textContent()).toBe('Installed')

    await wallets.first().click()
    const balance = await expectedBalanceText(chainA!.rpcUrl, wallet.address)
    await accountPanel(page).getByTestId('account-balance').filter({ hasText: balance }).waitFor()
    // The connect flow is over: the modal has closed by itself and the page shows the account.
    await modal(page).waitFor({ state: 'detached' })
    await snap(page, '03-after-connect')
    expect(await page.locator('sigil-modal').getByRole('dialog').count()).toBe(0)
    expect(await accountPanel(page).getByTestId('account-address').textContent()).toBe(wallet.address)
    expect(await accountPanel(page).getByTestId('account-network').textContent()).toBe(chainA!.name)
    expect(await connectButton(page).textContent()).toBe(`${truncatedAddress(wallet.address)} · ${balance}`)
    expect(wallet.calls.some((call) => call.method === 'eth_requestAccounts')).toBe(true)
    expect(await clientState(page)).toMatchObject({ modalOpen: false, status: { eip155: 'connected' } })

    // Opened again while connected, the modal shows the same account and balance.
    await connectButton(page).click()
    await modal(page).getByText(truncatedAddress(wallet.address), { exact: true }).waitFor()
    // The header shows it (first), and the Tokens list may show it again.
    await shownView(page, 'Account').getByText(balance, { exact: true }).first().waitFor()
    await snap(page, '04-modal-account')
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-ERR-12: a wallet that rejects (4001) gives "Connection rejected" with a retry that then connects', async () => {
    const { page, wallet, blockedRequests, close } = await demo.open()
    wallet.rejectNext('eth_requestAccounts')
    await connectFromModal(page)
    await modal(page).getByRole('heading', { name: 'Connection rejected' }).waitFor()
    await snap(page, '05-connection-rejected')
    // Issue 21: the refused view is titled with the wallet's name (the dialog is labelled by it).
    expect(await modal(page).getAttribute('aria-labelledby')).toBeTruthy()
    await page.locator('sigil-modal').getByRole('dialog', { name: 'Sigil Test Wallet' }).waitFor()

    // Try again at once: a failed attempt is not joined by the retry guard, the wallet is asked again.
    await modal(page).getByRole('button', { name: 'Try again' }).click()
    await accountPanel(page).getByTestId('account-address').waitFor()
    await modal(page).waitFor({ state: 'detached' })
    expect(await accountPanel(page).getByTestId('account-address').textContent()).toBe(wallet.address)
    expect(wallet.calls.filter((call) => call.method === 'eth_requestAccounts')).toHaveLength(2)
    expect(blockedRequests).toEqual([])
    await close()
  })

  it("R-EVM-02: the demo's dev wallet, once turned on, is announced, connects, signs, and is back after a reload", async () => {
    const { page, blockedRequests, close } = await demo.open({ announce: false })
    const devAccount = demo.app.devnet.accounts[0]!.address as Hex
    const toggle = page.locator('[data-panel="dev-wallet"]').getByRole('switch')
    await toggle.click()
    await connectButton(page).click()
    await modal(page).getByRole('button', { name: 'Sigil Dev Wallet', exact: true }).click()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: devAccount }).waitFor()
    await modal(page).waitFor({ state: 'detached' })
    expect(await toggle.isChecked()).toBe(true)

    const sign = page.locator('[data-panel="sign"]')
    await sign.getByRole('button', { name: 'Sign a message' }).click()
    const signature = (await sign.getByTestId('signature').textContent()) as Hex
    const message = await sign.getByRole('textbox', { name: 'Message' }).inputValue()
    expect(await verifyMessage({ address: devAccount, message, signature })).toBe(true)

    await page.reload()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: devAccount }).waitFor()
    await snap(page, '07-dev-wallet-after-reload')
    expect(await page.locator('[data-panel="dev-wallet"]').getByRole('switch').isChecked()).toBe(true)
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-EVM-01: a wallet that is only on window.ethereum is offered as an injected connector and connects', async () => {
    const { page, wallet, blockedRequests, close } = await demo.open({
      announce: false,
      injected: true,
    })
    await connectButton(page).click()
    const injected = modal(page).locator('[data-group="injected"] button.sigil-list-item')
    await injected.first().waitFor()
    await snap(page, '06-injected-only')
    expect(await injected.count()).toBe(1)
    expect(await injected.first().getAttribute('aria-label')).toBe('Browser Wallet')
    await injected.first().click()
    await accountPanel(page).getByTestId('account-address').waitFor()
    await modal(page).waitFor({ state: 'detached' })
    expect(await accountPanel(page).getByTestId('account-address').textContent()).toBe(wallet.address)
    // The connection the client keeps for the next visit names the injected connector.
    const stored = await page.evaluate(() => localStorage.getItem('sigil-demo:connection:eip155'))
    expect(stored).toContain('"connectorId":"injected"')
    expect(blockedRequests).toEqual([])
    await close()
  })
})
