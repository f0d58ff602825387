import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  accountPanel,
  clientReady,
  clientState,
  connectButton,
  connectFromModal,
  modal,
  shownView,
  snap,
} from './support/journey.js'
import { SolanaTestWallet } from './support/solanaTestWallet.js'
import { useDemo } from './support/useDemo.js'

const SOL = 1_000_000_000n

async function lamportsOf(rpcUrl: string, address: string): Promise<bigint> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'getBalance', params: [address] }),
  })
  return BigInt(((await response.json()) as { result: { value: number } }).result.value)
}

/** The page again, with the Solana test wallet registered before the app starts. */
async function withSolanaWallet(page: Page, wallet: SolanaTestWallet): Promise<void> {
  await wallet.attach(page.context())
  await page.reload()
  await connectButton(page).waitFor()
  await clientReady(page)
}

const networkPanelButton = (page: Page, name: RegExp) =>
  page.locator('[data-panel="network"]').getByRole('button', { name })

describe('Solana on the demo page (a wallet-standard wallet, devnet litesvm)', () => {
  const demo = useDemo()

  it('connects a Solana wallet, signs a message the test verifies with ed25519, and sends SOL on devnet: both balances change', async () => {
    const { page, blockedRequests, close } = await demo.open()
    const [payer, receiver] = demo.app.devnet.solanaKeys
    const rpcUrl = demo.app.devnet.urls.solana
    const wallet = new SolanaTestWallet({ secretKey: payer!.secretKey })
    await withSolanaWallet(page, wallet)

    // On Solana Devnet with nothing connected there, Connect lists the Solana wallet.
    await networkPanelButton(page, /^Solana Devnet/).click()
    await connectFromModal(page, wallet.name)
    await accountPanel(page).getByTestId('account-address').filter({ hasText: wallet.address }).waitFor()
    await modal(page).waitFor({ state: 'detached' })
    await accountPanel(page).getByTestId('account-balance').filter({ hasText: 'SOL' }).waitFor()
    expect((await clientState(page)).status).toMatchObject({ solana: 'connected', eip155: 'disconnected' })

    // Sign: the wallet signed exactly the page's message; the signature verifies with the account's key.
    const text = 'Hello from the Sigil demo'
    await page.locator('[data-panel="sign"]').getByRole('button', { name: 'Sign a message' }).click()
    const signature = (await page.getByTestId('signature').textContent()) ?? ''
    expect(base58.decode(signature)).toHaveLength(64)
    expect(new TextDecoder().decode(wallet.signedMessages[0]!.message)).toBe(text)
    expect(ed25519.verify(base58.decode(signature), new TextEncoder().encode(text), wallet.publicKey)).toBe(
      true,
    )

    // Send 0.5 SOL from the modal (Account → Send).
    const [payerBefore, receiverBefore] = [
      await lamportsOf(rpcUrl, payer!.address),
      await lamportsOf(rpcUrl, receiver!.address),
    ]
    await connectButton(page).click()
    await shownView(page, 'Account').getByRole('button', { name: 'Send', exact: true }).click()
    const send = shownView(page, 'Send')
    await send.getByRole('button', { name: 'Token SOL Solana' }).waitFor()
    await send.getByLabel('Amount', { exact: true }).fill('0.5')
    await send.getByLabel('To', { exact: true }).fill(receiver!.address)
    await send.locator('button[type="submit"]').click()
    expect(await send.getByTestId('review-amount').textContent()).toBe('0.5 SOL')
    await send.getByRole('button', { name: 'Send', exact: true }).click()
    await send.getByTestId('send-result').and(page.locator('[data-status="success"]')).waitFor()
    await snap(page, '70-solana-sent')
    const hash = (await send.getByTestId('send-hash').textContent()) ?? ''
    expect(base58.decode(hash)).toHaveLength(64)
    expect(await lamportsOf(rpcUrl, receiver!.address)).toBe(receiverBefore + SOL / 2n)
    expect(await lamportsOf(rpcUrl, payer!.address)).toBe(payerBefore - SOL / 2n - 5000n)
    expect(wallet.calls.filter((call) => call.method === 'signTransaction')).toHaveLength(1)
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('a wallet offering EVM and Solana is one row that connects both; the page moves between them; a reload restores both', async () => {
    const { page, wallet: evmWallet, blockedRequests, close } = await demo.open()
    const wallet = new SolanaTestWallet({
      secretKey: demo.app.devnet.solanaKeys[0]!.secretKey,
      name: 'Sigil Test Wallet',
    })
    await withSolanaWallet(page, wallet)

    await connectButton(page).click()
    const row = modal(page).getByRole('button', { name: 'Sigil Test Wallet', exact: true })
    await row.first().waitFor()
    await snap(page, '71-connect-multi-namespace-wallet')
    expect(await row.count()).toBe(1)
    await row.click()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: evmWallet.address }).waitFor()
    await expect
      .poll(async () => (await clientState(page)).status)
      .toMatchObject({
        eip155: 'connected',
        solana: 'connected',
      })
    // Still on the EVM network the person was on.
    await accountPanel(page)
      .getByTestId('account-network')
      .filter({ hasText: demo.app.devnet.chains[0]!.name })
      .waitFor()

    await networkPanelButton(page, /^Solana Devnet/).click()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: wallet.address }).waitFor()
    await networkPanelButton(page, new RegExp(`^${demo.app.devnet.chains[0]!.name}`)).click()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: evmWallet.address }).waitFor()

    await page.reload()
    await connectButton(page).waitFor()
    await clientReady(page)
    expect((await clientState(page)).status).toMatchObject({ eip155: 'connected', solana: 'connected' })
    expect(wallet.calls.filter((call) => call.method === 'connect').at(-1)?.params).toEqual({ silent: true })
    expect(blockedRequests).toEqual([])
    await close()
  })

  it("the demo's dev wallet, once turned on, is one row for EVM and Solana and signs on Solana in the page (WebCrypto Ed25519)", async () => {
    const { page, blockedRequests, close } = await demo.open()
    const solanaKey = demo.app.devnet.solanaKeys[0]!
    await page.getByRole('switch', { name: 'Announce a burner wallet' }).check()
    await connectFromModal(page, 'Sigil Dev Wallet')
    await expect
      .poll(async () => (await clientState(page)).status)
      .toMatchObject({ eip155: 'connected', solana: 'connected' })
    await networkPanelButton(page, /^Solana Devnet/).click()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: solanaKey.address }).waitFor()
    await page.locator('[data-panel="sign"]').getByRole('button', { name: 'Sign a message' }).click()
    const signature = (await page.getByTestId('signature').textContent()) ?? ''
    const publicKey = base58.decode(solanaKey.address)
    const message = new TextEncoder().encode('Hello from the Sigil demo')
    expect(ed25519.verify(base58.decode(signature), message, publicKey)).toBe(true)
    expect(blockedRequests).toEqual([])
    await close()
  })
})

describe('moving to Solana with only EVM connected', () => {
  const demo = useDemo()

  it('the modal goes to SwitchActiveChain, then Connect lists only Solana wallets, and connecting one keeps EVM connected', async () => {
    const { page, wallet: evmWallet, blockedRequests, close } = await demo.open()
    const wallet = new SolanaTestWallet({ secretKey: demo.app.devnet.solanaKeys[0]!.secretKey })
    await withSolanaWallet(page, wallet)
    await connectFromModal(page, 'Sigil Test Wallet')
    await accountPanel(page).getByTestId('account-address').filter({ hasText: evmWallet.address }).waitFor()
    await modal(page).waitFor({ state: 'detached' })

    await connectButton(page).click()
    await modal(page).getByRole('button', { name: demo.app.devnet.chains[0]!.name }).click()
    await modal(page)
      .getByRole('list', { name: 'Networks' })
      .getByRole('button', { name: 'Solana Devnet' })
      .click()
    const switching = shownView(page, 'SwitchActiveChain')
    await switching.getByRole('heading', { name: 'Connect a wallet on Solana Devnet' }).waitFor()
    await snap(page, '73-switch-active-chain')
    await switching.getByRole('button', { name: 'Connect wallet' }).click()
    const connect = shownView(page, 'Connect')
    await connect.getByRole('button', { name: wallet.name, exact: true }).waitFor()
    await snap(page, '74-connect-while-switching')
    expect(await connect.getByRole('button', { name: 'Sigil Test Wallet', exact: true }).count()).toBe(0)
    await connect.getByRole('button', { name: wallet.name, exact: true }).click()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: wallet.address }).waitFor()
    expect((await clientState(page)).status).toMatchObject({ eip155: 'connected', solana: 'connected' })
    expect(blockedRequests).toEqual([])
    await close()
  })
})
