import { createWalletClient, defineChain, type Hex, http, parseEther } from 'viem'
import { mnemonicToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { connectButton, connectedFromModal, modal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

describe('Activity on the demo: pages, days, and what was just sent', () => {
  const demo = useDemo()

  it('R-ACCT-17 R-ACCT-30: an account with more history than a page scrolls past the first page; a transaction sent from the modal shows pending at once and confirmed once mined', async () => {
    const [chain] = demo.app.devnet.chains
    if (!chain) throw new Error('the devnet has no chain')
    // Give account 8 a history of 14 transfers (devnet's pages hold 10).
    const sender = mnemonicToAccount(demo.app.devnet.mnemonic, { addressIndex: 8 })
    const viemChain = defineChain({
      id: chain.chainId,
      name: chain.name,
      nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
      rpcUrls: { default: { http: [chain.rpcUrl] } },
    })
    const wallet = createWalletClient({ account: sender, chain: viemChain, transport: http() })
    const receiver = demo.app.devnet.accounts[9]!.address as Hex
    for (let n = 1; n <= 14; n++)
      await wallet.sendTransaction({ to: receiver, value: parseEther(`0.00${n}`) })

    const journey = await demo.open({ accountIndex: 8 })
    const { page } = journey
    await connectedFromModal(page, journey.wallet.address)
    await connectButton(page).click()
    await modal(page).getByRole('tab', { name: 'Activity' }).click()
    const account = shownView(page, 'Account')
    const rows = account.getByTestId('activity-row')
    await rows.first().waitFor()
    // Grouped by day: today's transfers sit under "Today".
    await account.getByRole('heading', { name: 'Today' }).waitFor()
    // The list holds the first page (only the rows in its window are rendered).
    const setSize = () =>
      account
        .getByRole('list', { name: 'Activity' })
        .getByRole('listitem')
        .first()
        .getAttribute('aria-setsize')
    await expect.poll(async () => Number(await setSize())).toBeGreaterThanOrEqual(10)
    await snap(page, '60-activity-first-page')
    // Scrolling to the end loads the next page: the list's set grows past the first page.
    await account.getByTestId('activity-window').evaluate((element) => {
      element.scrollTop = element.scrollHeight
    })
    await expect.poll(async () => Number(await setSize()), { timeout: 10_000 }).toBeGreaterThanOrEqual(14)

    // Send 0.5 ETH from the modal with mining paused: Activity lists it as pending at once.
    const anvil = async (method: string, params: unknown[] = []) =>
      fetch(demo.app.devnet.urls.anvil[chain.chainId]!, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
      }).then((response) => response.json())
    await account.getByRole('button', { name: 'Send', exact: true }).click()
    const send = shownView(page, 'Send')
    await send.getByRole('button', { name: 'Token ETH Ether' }).waitFor()
    await send.getByLabel('Amount', { exact: true }).fill('0.5')
    await send.getByLabel('To', { exact: true }).fill(receiver)
    await send.locator('button[type="submit"]').click()
    await anvil('evm_setAutomine', [false])
    try {
      await send.getByRole('button', { name: 'Send', exact: true }).click()
      await expect
        .poll(() => journey.wallet.calls.some((call) => call.method === 'eth_sendTransaction'))
        .toBe(true)
      await modal(page).getByRole('button', { name: 'Back' }).click()
      await modal(page).getByRole('tab', { name: 'Activity' }).click()
      const sent = shownView(page, 'Account').locator('[data-testid="activity-row"][data-status]')
      await sent.filter({ hasText: 'Pending' }).filter({ hasText: '−0.5 ETH' }).waitFor()
      await shownView(page, 'Account').getByTestId('pending-count').filter({ hasText: '1 pending' }).waitFor()
      await snap(page, '61-activity-pending')
    } finally {
      await anvil('evm_setAutomine', [true])
    }
    await anvil('evm_mine')
    // Mined: no longer pending; the history lists it (or, until it does, it shows as confirmed).
    await expect
      .poll(() => shownView(page, 'Account').locator('[data-status="pending"]').count(), { timeout: 15_000 })
      .toBe(0)
    await shownView(page, 'Account').getByTestId('activity-row').filter({ hasText: '0.5' }).first().waitFor()
  })
})
