import type { Page } from 'playwright-core'
import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { balanceOf } from './support/chainReads.js'
import { accountPanel, connectButton, connectedFromModal, modal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

const batchPanel = (page: Page) => page.locator('[data-panel="batch"]')

/** The modal's Activity tab, and its row for the batch. */
async function activityBatchRow(page: Page) {
  await connectButton(page).click()
  await modal(page).getByRole('tab', { name: 'Activity' }).click()
  const row = shownView(page, 'Account').getByTestId('activity-batch')
  await row.waitFor()
  return row
}

describe('an app batch of three calls (the demo’s sendCalls panel)', () => {
  const demo = useDemo()

  it('R-EVM-03 R-ACCT-30: one prompt on an EIP-5792 wallet; pending in the panel and Activity, still there after a reload, then confirmed; the ETH arrives', async () => {
    const [chain] = demo.app.devnet.chains
    if (!chain) throw new Error('the devnet has no chain')
    const { page, wallet, blockedRequests, close } = await demo.open({
      accountIndex: 3,
      batchDelegate: demo.app.devnet.contracts[chain.chainId]!.batchAccount,
    })
    const recipient = demo.app.devnet.accounts[1]!.address as Hex
    const before = await balanceOf(chain.rpcUrl, recipient)
    await connectedFromModal(page, wallet.address)
    const panel = batchPanel(page)
    await panel.getByTestId('batch-prompts').filter({ hasText: 'Your wallet will ask once.' }).waitFor()

    // The wallet's status answers wait, so the batch is seen pending (the chain mines at once).
    wallet.holdNext('wallet_getCallsStatus')
    const mark = wallet.prompts.length
    await panel.getByRole('button', { name: 'Send three calls' }).click()
    await panel.getByTestId('batch-status').filter({ hasText: 'Pending' }).waitFor()
    expect(wallet.prompts.slice(mark).map((call) => call.method)).toEqual(['wallet_sendCalls'])
    expect(await balanceOf(chain.rpcUrl, recipient)).toBe(before + parseEther('0.006'))
    let row = await activityBatchRow(page)
    expect(await row.getAttribute('data-status')).toBe('pending')
    expect(await row.textContent()).toContain('3 payments')
    await shownView(page, 'Account').getByTestId('pending-count').filter({ hasText: '1 pending' }).waitFor()
    await snap(page, 'batch-20-activity-pending')

    // A reload while it is pending: the batch is read back from storage and watched again.
    const again = wallet.holdNext('wallet_getCallsStatus')
    await page.reload()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: wallet.address }).waitFor()
    row = await activityBatchRow(page)
    expect(await row.getAttribute('data-status')).toBe('pending')
    again.release()
    await shownView(page, 'Account')
      .locator('[data-testid="activity-batch"][data-status="confirmed"]')
      .waitFor()
    expect(await row.textContent()).toContain('Confirmed')
    await snap(page, 'batch-21-activity-confirmed-after-reload')
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-EVM-03: a wallet without EIP-5792 is asked three times, as the panel said before the first; confirmed in Activity after a reload', async () => {
    const [chain] = demo.app.devnet.chains
    if (!chain) throw new Error('the devnet has no chain')
    const { page, wallet, blockedRequests, close } = await demo.open(
      { accountIndex: 4 },
      { viewport: { width: 390, height: 844 }, hasTouch: true },
    )
    const recipient = demo.app.devnet.accounts[1]!.address as Hex
    const before = await balanceOf(chain.rpcUrl, recipient)
    await connectedFromModal(page, wallet.address)
    const panel = batchPanel(page)
    await panel
      .getByTestId('batch-prompts')
      .filter({ hasText: 'Your wallet will ask 3 times, once per call.' })
      .waitFor()
    expect(wallet.prompts.map((call) => call.method)).toEqual(['eth_requestAccounts'])
    await panel.getByRole('button', { name: 'Send three calls' }).click()
    await panel.getByTestId('batch-status').filter({ hasText: 'Confirmed' }).waitFor()
    expect(wallet.prompts.slice(1).map((call) => call.method)).toEqual([
      'eth_sendTransaction',
      'eth_sendTransaction',
      'eth_sendTransaction',
    ])
    expect(await balanceOf(chain.rpcUrl, recipient)).toBe(before + parseEther('0.006'))

    await page.reload()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: wallet.address }).waitFor()
    const row = await activityBatchRow(page)
    expect(await row.getAttribute('data-status')).toBe('confirmed')
    await snap(page, 'batch-22-activity-one-by-one-phone')
    expect(blockedRequests).toEqual([])
    await close()
  })

  it("R-EVM-03: the demo's dev wallet batches too (MetaMask's middleware on the demo server, its account delegated by EIP-7702)", async () => {
    const [chain] = demo.app.devnet.chains
    if (!chain) throw new Error('the devnet has no chain')
    const { page, blockedRequests, close } = await demo.open({ announce: false })
    const devAccount = demo.app.devnet.accounts[0]!.address as Hex
    const recipient = demo.app.devnet.accounts[1]!.address as Hex
    await page.locator('[data-panel="dev-wallet"]').getByRole('switch').click()
    await connectButton(page).click()
    await modal(page).getByRole('button', { name: 'Sigil Dev Wallet', exact: true }).click()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: devAccount }).waitFor()
    await modal(page).waitFor({ state: 'detached' })
    const panel = batchPanel(page)
    await panel.getByTestId('batch-prompts').filter({ hasText: 'Your wallet will ask once.' }).waitFor()
    const before = await balanceOf(chain.rpcUrl, recipient)
    await panel.getByRole('button', { name: 'Send three calls' }).click()
    await panel.getByTestId('batch-status').filter({ hasText: 'Confirmed' }).waitFor()
    expect(await balanceOf(chain.rpcUrl, recipient)).toBe(before + parseEther('0.006'))
    const code = await createPublicClient({ transport: http(chain.rpcUrl) }).getCode({ address: devAccount })
    expect(code?.toLowerCase()).toBe(
      `0xef0100${demo.app.devnet.contracts[chain.chainId]!.batchAccount.slice(2).toLowerCase()}`,
    )
    await snap(page, 'batch-23-dev-wallet-panel')
    expect(blockedRequests).toEqual([])
    await close()
  })
})
