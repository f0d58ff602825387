import { startTestWallet, type TestWallet } from '@sigil/devnet/relay-wallet'
import type { Locator, Page } from 'playwright-core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, describe, expect, it } from 'vitest'
import { accountPanel, connectButton, modal, networkButton, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'
import { decodeQr } from './support/walletConnectPairing.js'

const pairingUriOf = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector('sigil-modal') as unknown as {
      client?: { getState(): { router: { pairingUri?: string } } }
    } | null
    return element?.client?.getState().router.pairingUri
  })

async function showPairing(page: Page, settle = false): Promise<{ view: Locator; uri: string }> {
  await connectButton(page).click()
  const row = modal(page).getByRole('button', { name: 'WalletConnect', exact: true })
  await row.waitFor()
  // Warm: the list preloads the SDK at idle; waiting for that measures a pick made a moment later.
  if (settle) await page.waitForLoadState('networkidle')
  const clickedAt = Date.now()
  await row.click()
  const view = shownView(page, 'ConnectingWalletConnect')
  await view.locator('svg.sigil-qr').waitFor()
  // For the record (budget 400 ms on devnet): from the click to the QR code in the page, SDK load included.
  console.log(`click on WalletConnect → QR shown (${settle ? 'warm' : 'cold'}): ${Date.now() - clickedAt} ms`)
  const uri = await decodeQr(view.locator('.sigil-qr-frame'))
  if (uri === undefined) throw new Error('the QR code on screen did not decode')
  return { view, uri }
}

describe('WalletConnect: a phone wallet pairs with the demo over the devnet relay', () => {
  const demo = useDemo()
  const wallets: TestWallet[] = []
  afterAll(async () => {
    for (const wallet of wallets) await wallet.stop()
  })
  const phone = async (index: number, options: { reject?: boolean } = {}) => {
    const wallet = await startTestWallet({
      ...options,
      relayUrl: demo.app.devnet.urls.relay,
      projectId: demo.app.devnet.projectId,
      privateKey: demo.app.devnet.accounts[index]!.privateKey,
      chainIds: demo.app.devnet.chains.map((chain) => chain.chainId),
    })
    wallets.push(wallet)
    return wallet
  }

  it('R-WC-01 R-WC-03 R-WC-04: QR shown and readable, the wallet SDK approves both chains, signs, switches, restores after reload and disconnects', async () => {
    const { page, blockedRequests, close } = await demo.open()
    const errors: string[] = []
    page.on('pageerror', (error) => errors.push(error.message))
    const { uri } = await showPairing(page)
    await snap(page, '60-walletconnect-qr')
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    expect(uri).toBe(await pairingUriOf(page))

    const wallet = await phone(4)
    const topic = await wallet.pair(uri)
    const session = wallet.kit.getActiveSessions()[topic]!
    expect(session.namespaces.eip155!.accounts).toEqual(
      demo.app.devnet.chains.map((chain) => `eip155:${chain.chainId}:${wallet.account.address}`),
    )
    expect(session.namespaces.eip155!.events).toEqual(['accountsChanged', 'chainChanged'])
    await accountPanel(page)
      .getByTestId('account-address')
      .filter({ hasText: wallet.account.address })
      .waitFor()
    await modal(page).waitFor({ state: 'detached' })

    // A personal_sign from the page, answered by the wallet SDK.
    const panel = page.locator('[data-panel="sign"]')
    const message = 'Signed on a phone over the devnet relay.'
    await panel.getByRole('textbox', { name: 'Message' }).fill(message)
    await panel.getByRole('button', { name: 'Sign a message' }).click()
    const shown = panel.getByTestId('signature')
    await shown.waitFor()
    const signature = (await shown.textContent()) as Hex
    expect(await verifyMessage({ address: wallet.account.address, message, signature })).toBe(true)
    expect(wallet.requests.map((request) => request.method)).toContain('personal_sign')

    // The wallet switches chain; the page follows.
    await wallet.switchChain(topic, 31338)
    await accountPanel(page).getByTestId('account-network').filter({ hasText: 'Devnet B' }).waitFor()

    // A reload restores the session without a new pairing.
    await page.reload()
    await accountPanel(page)
      .getByTestId('account-address')
      .filter({ hasText: wallet.account.address })
      .waitFor()
    // Restored from storage: no modal opened, no pairing made.
    expect(await modal(page).count()).toBe(0)
    expect(await pairingUriOf(page)).toBeUndefined()

    // The wallet ends the session; the page shows it disconnected.
    await wallet.disconnect(topic)
    await accountPanel(page).getByTestId('account-status').filter({ hasText: 'Not connected' }).waitFor()
    await snap(page, '61-walletconnect-disconnected')
    expect(errors).toEqual([])
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-WC-02 R-WC-05: a pairing about to expire is replaced by a new QR without anyone acting', async () => {
    const { page, blockedRequests, close } = await demo.open({}, { path: '?pairingLifetimeMs=20000' })
    const { view, uri } = await showPairing(page, true)
    await page.waitForFunction(
      (first) => {
        const element = document.querySelector('sigil-modal') as unknown as {
          client: { getState(): { router: { pairingUri?: string } } }
        }
        const current = element.client.getState().router.pairingUri
        return current !== undefined && current !== first
      },
      uri,
      { timeout: 15_000 },
    )
    const fresh = await decodeQr(view.locator('.sigil-qr-frame'))
    expect(fresh).toBeDefined()
    // A pairing lives 20 s here and is replaced 10 s before its end: the fresh one is still on show.
    expect(fresh).not.toBe(uri)
    expect(fresh).toBe(await pairingUriOf(page))
    const wallet = await phone(5)
    await wallet.pair(fresh!)
    await accountPanel(page)
      .getByTestId('account-address')
      .filter({ hasText: wallet.account.address })
      .waitFor()
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('a relay that drops mid-pairing shows what happened and a retry, and the next pairing works', async () => {
    const { page, close } = await demo.open()
    const { view, uri: shown } = await showPairing(page)
    // The QR shows as soon as the pairing exists; the relay drops once its proposal is on the relay.
    await page.waitForFunction((uri) => {
      const element = document.querySelector('sigil-modal') as unknown as {
        client: { config: { connectors?: { readyPairing?(): string | undefined }[] } }
      }
      return element.client.config.connectors?.[0]?.readyPairing?.() === uri
    }, shown)
    await fetch(`${demo.app.devnet.urls.admin}/relay`, {
      method: 'POST',
      body: JSON.stringify({ mode: 'drop' }),
    })
    await view.getByText('The connection to the WalletConnect relay was lost', { exact: false }).waitFor()
    await snap(page, '62-walletconnect-relay-lost')
    await view.getByRole('button', { name: 'Try again' }).click()
    await view.locator('svg.sigil-qr').waitFor()
    const uri = await decodeQr(view.locator('.sigil-qr-frame'))
    const wallet = await phone(6)
    await wallet.pair(uri!)
    await accountPanel(page)
      .getByTestId('account-address')
      .filter({ hasText: wallet.account.address })
      .waitFor()
    await close()
  })

  it('R-ERR-12 R-WC-01: a phone wallet that declines the pairing (5000) gives "Connection rejected" with a retry, whose new code then connects', async () => {
    const { page, close } = await demo.open()
    const { view, uri } = await showPairing(page)
    const refusing = await phone(7, { reject: true })
    // Its pairing is made; the proposal it then declines (`pair` would wait for an approval).
    await refusing.kit.pair({ uri })
    await view.getByRole('heading', { name: 'Connection rejected' }).waitFor()
    await snap(page, '63-walletconnect-rejected')
    expect(await view.getByText('Failed to connect').count()).toBe(0)
    expect(await pairingUriOf(page)).toBeUndefined()
    await view.getByRole('button', { name: 'Try again' }).click()
    await view.locator('svg.sigil-qr').waitFor()
    const fresh = await decodeQr(view.locator('.sigil-qr-frame'))
    expect(fresh).not.toBe(uri)
    const wallet = await phone(8)
    await wallet.pair(fresh!)
    await accountPanel(page)
      .getByTestId('account-address')
      .filter({ hasText: wallet.account.address })
      .waitFor()
    await close()
  })

  it('R-STATE-19 R-WC-03: while a session a wallet moved to another network restores after a reload, the page never names the network it left', async () => {
    const { page, context, close } = await demo.open()
    const { uri } = await showPairing(page)
    const wallet = await phone(9)
    const topic = await wallet.pair(uri)
    await accountPanel(page)
      .getByTestId('account-address')
      .filter({ hasText: wallet.account.address })
      .waitFor()
    await networkButton(page).filter({ hasText: 'Devnet A' }).waitFor()
    await wallet.switchChain(topic, 31338)
    await networkButton(page).filter({ hasText: 'Devnet B' }).waitFor()

    // Every name the header's network button shows from the first paint after the reload on.
    await context.addInitScript(() => {
      const seen: string[] = []
      ;(window as unknown as { networkNames: string[] }).networkNames = seen
      const record = () => {
        const text = document.querySelector('[data-sigil-network-button]')?.textContent
        if (text && seen.at(-1) !== text) seen.push(text)
      }
      new MutationObserver(record).observe(document, { subtree: true, childList: true, characterData: true })
    })
    await page.reload()
    await accountPanel(page)
      .getByTestId('account-address')
      .filter({ hasText: wallet.account.address })
      .waitFor()
    await networkButton(page).filter({ hasText: 'Devnet B' }).waitFor()
    const names = await page.evaluate(() => (window as unknown as { networkNames: string[] }).networkNames)
    expect(names.length).toBeGreaterThan(0)
    expect(names.filter((name) => name.includes('Devnet A'))).toEqual([])
    await close()
  })
})
