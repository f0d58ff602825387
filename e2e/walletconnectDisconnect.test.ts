import { startTestWallet, type TestWallet } from '@sigil/devnet/relay-wallet'
import { afterAll, describe, expect, it } from 'vitest'
import { accountPanel, connectButton, modal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

const pairingUriOf = (page: import('playwright-core').Page) =>
  page.evaluate(() => {
    const element = document.querySelector('sigil-modal') as unknown as {
      client?: { getState(): { router: { pairingUri?: string } } }
    } | null
    return element?.client?.getState().router.pairingUri
  })

describe('WalletConnect: a disconnect the wallet cannot be told about', () => {
  const demo = useDemo()
  let wallet: TestWallet | undefined
  afterAll(async () => {
    await wallet?.stop()
  })

  it("R-ERR-15 offline, Disconnect says 'Failed to disconnect chains: …'; the page and the SDK both end the session, and the next pick pairs anew", async () => {
    const { page, context, blockedRequests } = await demo.open()
    await connectButton(page).click()
    await modal(page).getByRole('button', { name: 'WalletConnect', exact: true }).click()
    await shownView(page, 'ConnectingWalletConnect').locator('svg.sigil-qr').waitFor()
    const uri = await pairingUriOf(page)
    expect(uri).toMatch(/^wc:/)
    wallet = await startTestWallet({
      relayUrl: demo.app.devnet.urls.relay,
      projectId: demo.app.devnet.projectId,
      privateKey: demo.app.devnet.accounts[6]!.privateKey,
      chainIds: demo.app.devnet.chains.map((chain) => chain.chainId),
    })
    const topic = await wallet.pair(uri!)
    const address = accountPanel(page)
      .getByTestId('account-address')
      .filter({ hasText: wallet.account.address })
    await address.waitFor()
    await modal(page).waitFor({ state: 'detached' })

    await connectButton(page).click()
    const disconnect = shownView(page, 'Account').getByRole('button', { name: 'Disconnect' })
    await disconnect.waitFor()
    // The browser goes offline: the SDK cannot send the session's end to the wallet.
    await context.setOffline(true)
    await disconnect.click()
    const notice = modal(page).locator('.sigil-notification__message')
    await notice.waitFor()
    const words = await notice.textContent()
    expect(words).toMatch(/^Failed to disconnect chains: No internet connection detected/)
    expect(words).toContain('your wallet may still list this connection')
    await snap(page, '63-walletconnect-disconnect-failed')
    // The page is disconnected and shows the wallets to connect again.
    await shownView(page, 'Connect').waitFor()
    await accountPanel(page).getByTestId('account-status').filter({ hasText: 'Not connected' }).waitFor()
    // The wallet never heard: its session is still there.
    expect(Object.keys(wallet.kit.getActiveSessions())).toContain(topic)

    // Back online, a reload does not bring the session back, and picking WalletConnect pairs anew.
    await context.setOffline(false)
    await page.reload()
    await accountPanel(page).getByTestId('account-status').filter({ hasText: 'Not connected' }).waitFor()
    await connectButton(page).click()
    await modal(page).getByRole('button', { name: 'WalletConnect', exact: true }).click()
    await shownView(page, 'ConnectingWalletConnect').locator('svg.sigil-qr').waitFor()
    const fresh = await pairingUriOf(page)
    expect(fresh).toMatch(/^wc:/)
    expect(fresh).not.toBe(uri)
    expect(blockedRequests).toEqual([])
  })
})
