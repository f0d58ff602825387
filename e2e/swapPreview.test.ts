import { createPublicClient, encodeFunctionData, type Hex, http, parseAbi } from 'viem'
import { describe, expect, it } from 'vitest'
import { openSwap } from './support/accountViews.js'
import { connectedFromModal, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

const deskAbi = parseAbi([
  'function setUnitPrice(address token, uint256 price)',
  'function unitPrice(address token) view returns (uint256)',
])

describe('Swap shows what will change before the wallet asks (R-ACCT-04)', () => {
  const demo = useDemo()

  /**
   * The desk's owner (devnet's deployer, an unlocked account of its anvil) makes dUSD dearer, as
   * a market moves between a quote and a signature.
   */
  async function moveDusdPrice(percent: bigint): Promise<() => Promise<void>> {
    const [chain] = demo.app.devnet.chains
    if (!chain) throw new Error('the devnet has no chain')
    const { swap: desk, erc20: dusd } = demo.app.devnet.contracts[chain.chainId]!
    const rpc = createPublicClient({ transport: http(chain.rpcUrl) })
    const owner = demo.app.devnet.accounts[9]!.address
    const before = await rpc.readContract({
      address: desk as Hex,
      abi: deskAbi,
      functionName: 'unitPrice',
      args: [dusd as Hex],
    })
    const set = async (price: bigint) => {
      const hash = (await rpc.request({
        method: 'eth_sendTransaction',
        params: [
          {
            from: owner,
            to: desk as Hex,
            data: encodeFunctionData({
              abi: deskAbi,
              functionName: 'setUnitPrice',
              args: [dusd as Hex, price],
            }),
          },
        ],
      } as never)) as Hex
      await rpc.waitForTransactionReceipt({ hash, pollingInterval: 50 })
    }
    await set((before * (100n + percent)) / 100n)
    return () => set(before)
  }

  it('R-ACCT-04 0.5 ETH → dUSD: the preview shows the ETH out and the dUSD in; once the price moved, Swap says it would fail, the wallet is never asked, and a new quote previews again', async () => {
    const { page, wallet, blockedRequests, close } = await demo.open({ accountIndex: 5 })
    await connectedFromModal(page, wallet.address)
    const swap = await openSwap(page)
    await swap.getByRole('textbox', { name: 'You pay' }).fill('0.5')
    await swap.getByTestId('swap-receive').filter({ hasText: '1,495.5' }).waitFor()

    const preview = swap.getByTestId('transaction-preview')
    await preview.and(page.locator('[data-status="ready"]')).waitFor()
    expect(await preview.getByTestId('preview-send').textContent()).toBe('You send0.500 ETH')
    expect(await preview.getByTestId('preview-receive').textContent()).toBe('You receive1,495.500 dUSD')
    // The quote's details carry the fee: one fee on the screen.
    expect(await preview.getByTestId('preview-fee').count()).toBe(0)
    await snap(page, 'preview-10-swap-ready')

    const restore = await moveDusdPrice(2n)
    try {
      await swap.getByRole('button', { name: 'Swap', exact: true }).click()
      const failure = swap.getByTestId('preview-failure')
      await failure.waitFor()
      expect(await failure.getAttribute('data-reason')).toBe('Slippage')
      expect(await failure.textContent()).toBe('This swap would fail: the price moved.')
      expect(await swap.getByRole('button', { name: 'Swap', exact: true }).isDisabled()).toBe(true)
      await snap(page, 'preview-11-swap-price-moved')
      expect(wallet.calls.filter((call) => call.method === 'eth_sendTransaction')).toHaveLength(0)

      // A new quote at the new price previews again, and Swap is back on.
      await swap.getByRole('button', { name: 'Get a new quote' }).click()
      await swap.getByTestId('swap-receive').filter({ hasText: '1,466.176' }).waitFor()
      await preview.and(page.locator('[data-status="ready"]')).waitFor()
      expect(await preview.getByTestId('preview-receive').textContent()).toBe('You receive1,466.176471 dUSD')
      expect(await swap.getByRole('button', { name: 'Swap', exact: true }).isEnabled()).toBe(true)
    } finally {
      await restore()
    }
    expect(wallet.calls.filter((call) => call.method === 'eth_sendTransaction')).toHaveLength(0)
    expect(blockedRequests).toEqual([])
    await close()
  })
  it('R-ACCT-04 100 dUSD → ETH, which needs an approval first: both calls run in order in the preview, the dUSD out and the ETH in', async () => {
    // The first account holds dUSD and has approved nothing.
    const { page, wallet, blockedRequests, close } = await demo.open()
    await connectedFromModal(page, wallet.address)
    const swap = await openSwap(page)
    await swap.getByRole('button', { name: 'Sell dUSD for ETH instead' }).click()
    await swap.getByRole('textbox', { name: 'You pay' }).fill('100')
    await swap.getByRole('button', { name: 'Approve dUSD and swap' }).waitFor()

    const preview = swap.getByTestId('transaction-preview')
    await preview.and(page.locator('[data-status="ready"]')).waitFor()
    expect(await preview.getByTestId('preview-send').textContent()).toBe('You send100.000 dUSD')
    expect(await preview.getByTestId('preview-receive').textContent()).toMatch(/^You receive0\.0332/)
    await snap(page, 'preview-12-swap-approval-batch')
    expect(wallet.calls.filter((call) => call.method === 'eth_sendTransaction')).toHaveLength(0)
    expect(blockedRequests).toEqual([])
    await close()
  })
})
