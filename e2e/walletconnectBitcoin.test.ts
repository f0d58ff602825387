import { startTestWallet, type TestWallet } from '@sigil/devnet/relay-wallet'
import { Verifier } from 'bip322-js'
import type { Page } from 'playwright-core'
import { afterAll, describe, expect, it } from 'vitest'
import {
  accountPanel,
  clientState,
  connectButton,
  modal,
  shownView,
  snap,
  truncatedAddress,
} from './support/journey.js'
import { useDemo } from './support/useDemo.js'
import { decodeQr } from './support/walletConnectPairing.js'

/** The registry's Bitcoin-only listing (bip122 mainnet and testnet, no connector in the page). */
const BITCOIN_ONLY_WALLET = 'Fjord Vault'

const pairingUriOf = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector('sigil-modal') as unknown as {
      client?: { getState(): { router: { pairingUri?: string } } }
    } | null
    return element?.client?.getState().router.pairingUri
  })

/** The public key of each connected Bitcoin account, from the page's client. */
const publicKeysOf = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector('sigil-modal') as unknown as {
      client?: {
        getState(): { accounts: { bip122: { allAccounts: { address: string; publicKey?: string }[] } } }
      }
    } | null
    return element?.client?.getState().accounts.bip122.allAccounts.map((a) => [a.address, a.publicKey])
  })

/** On Bitcoin Testnet, picks the Bitcoin-only registry wallet and reads the pairing URI from its QR code. */
async function pickBitcoinOnlyWallet(page: Page): Promise<{ uri: string }> {
  const bitcoinTestnet = page
    .locator('[data-panel="network"]')
    .getByRole('button', { name: /^Bitcoin Testnet/ })
  await bitcoinTestnet.click()
  // The switch's code loads on first use: opening the modal before it lands would show the switch view.
  await page
    .locator('[data-panel="network"] button[aria-pressed="true"]', { hasText: 'Bitcoin Testnet' })
    .waitFor()
  await connectButton(page).click()
  await modal(page)
    .getByRole('button', { name: /All wallets/ })
    .click()
  const list = shownView(page, 'AllWallets')
  await list.getByRole('searchbox').fill('Fjord')
  await list.getByRole('button', { name: BITCOIN_ONLY_WALLET, exact: true }).click()
  const view = shownView(page, 'ConnectingWalletConnect')
  await view.locator('svg.sigil-qr').waitFor()
  await view.getByText(`Scan with ${BITCOIN_ONLY_WALLET}`, { exact: false }).waitFor()
  const uri = await decodeQr(view.locator('.sigil-qr-frame'))
  expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
  expect(uri).toBe(await pairingUriOf(page))
  if (uri === undefined) throw new Error('the QR code on screen did not decode')
  return { uri }
}

describe('WalletConnect on Bitcoin: a phone wallet pairs with the demo for bip122', () => {
  const demo = useDemo()
  const wallets: TestWallet[] = []
  afterAll(async () => {
    for (const wallet of wallets) await wallet.stop()
  })
  /** The wallet SDK holding devnet's first Bitcoin key (1 BTC on Bitcoin Testnet) and an EVM account. */
  const phone = async () => {
    const wallet = await startTestWallet({
      relayUrl: demo.app.devnet.urls.relay,
      projectId: demo.app.devnet.projectId,
      privateKey: demo.app.devnet.accounts[5]!.privateKey,
      chainIds: demo.app.devnet.chains.map((chain) => chain.chainId),
      bitcoinLabel: demo.app.devnet.bitcoinKeys[0]!.label,
    })
    wallets.push(wallet)
    return wallet
  }

  it('R-WC-01 R-WC-03 R-BTC-02 R-BTC-03: on Bitcoin Testnet, picking a Bitcoin-only registry wallet shows a readable QR; the wallet SDK approves bip122, the page shows its payment and ordinal addresses, a message it signs verifies (BIP-322), a reload restores it with the accounts’ public keys, and the wallet disconnecting ends it', async () => {
    const { page, blockedRequests, close } = await demo.open()
    const { uri } = await pickBitcoinOnlyWallet(page)
    await snap(page, '62-walletconnect-bitcoin-qr')
    const wallet = await phone()
    const topic = await wallet.pair(uri)
    const key = wallet.bitcoin!
    expect(wallet.kit.getActiveSessions()[topic]!.namespaces.bip122).toMatchObject({
      methods: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
      events: ['accountsChanged', 'chainChanged'],
    })
    await accountPanel(page).getByTestId('account-address').filter({ hasText: key.payment }).waitFor()
    await modal(page).waitFor({ state: 'detached' })
    const addresses = accountPanel(page).getByTestId('account-addresses')
    await addresses.getByText(`payment: ${key.payment}`).waitFor()
    await addresses.getByText(`ordinal: ${key.ordinal}`).waitFor()
    await accountPanel(page).getByTestId('account-balance').filter({ hasText: '1.000 BTC' }).waitFor()
    const state = await clientState(page)
    expect(state.status).toMatchObject({ bip122: 'connected' })
    const keys = [
      [key.payment, key.publicKey],
      [key.ordinal, key.publicKey],
    ]
    expect(await publicKeysOf(page)).toEqual(keys)
    await snap(page, '63-walletconnect-bitcoin-connected')

    const panel = page.locator('[data-panel="sign"]')
    const message = 'Signed on a phone for Bitcoin over the devnet relay.'
    await panel.getByRole('textbox', { name: 'Message' }).fill(message)
    await panel.getByRole('button', { name: 'Sign a message' }).click()
    const shown = panel.getByTestId('signature')
    await shown.waitFor()
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'signMessage' })
    expect(Verifier.verifySignature(key.payment, message, (await shown.textContent()) ?? '')).toBe(true)

    // A reload restores the session, with the accounts' keys, without a new pairing.
    await page.reload()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: key.payment }).waitFor()
    expect(await modal(page).count()).toBe(0)
    expect(await pairingUriOf(page)).toBeUndefined()
    expect(await publicKeysOf(page)).toEqual(keys)

    await wallet.disconnect(topic)
    await accountPanel(page).getByTestId('account-status').filter({ hasText: 'Not connected' }).waitFor()
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-SIWX-01 R-SIWX-04 R-WC-01: with sign-in on, a phone paired for Bitcoin signs the CAIP-122 message (BIP-322) on the sign-in view; bip322-js verifies what the page stored', async () => {
    const { page, blockedRequests, close } = await demo.open({}, { path: '?signin=browser' })
    const { uri } = await pickBitcoinOnlyWallet(page)
    const wallet = await phone()
    await wallet.pair(uri)
    const payment = wallet.bitcoin!.payment
    const signView = shownView(page, 'SIWXSignMessage')
    await signView.getByRole('button', { name: 'Sign' }).click()
    await modal(page).waitFor({ state: 'detached' })
    await page
      .locator('[data-panel="signin"]')
      .getByTestId('signin-status')
      .filter({ hasText: `Signed in as ${truncatedAddress(payment)}` })
      .waitFor()
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'signMessage' })
    const sessions = await page.evaluate(
      () =>
        JSON.parse(localStorage.getItem('sigil:siwx:sessions') ?? '[]') as {
          data: { chainId: string; accountAddress: string }
          message: string
          signature: string
        }[],
    )
    const bitcoinSession = sessions.find((session) => session.data.chainId.startsWith('bip122:'))
    expect(bitcoinSession?.data.accountAddress).toBe(payment)
    expect(Verifier.verifySignature(payment, bitcoinSession!.message, bitcoinSession!.signature)).toBe(true)
    await snap(page, '64-walletconnect-bitcoin-signed-in')
    expect(blockedRequests).toEqual([])
    await close()
  })
})
