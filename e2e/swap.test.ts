import { createPublicClient, formatUnits, type Hex, http, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { openSwap } from './support/accountViews.js'
import { balanceOf, shownAmount, tokenBalanceOf } from './support/chainReads.js'
import type { DemoApp } from './support/demoApp.js'
import { connectedFromModal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

/** The gas an account paid for what it sent in the blocks after `sinceBlock`, read from the receipts. */
async function gasPaidSince(rpcUrl: string, account: Hex, sinceBlock: bigint): Promise<bigint> {
  const chain = createPublicClient({ transport: http(rpcUrl) })
  const latest = await chain.getBlockNumber()
  let paid = 0n
  for (let number = sinceBlock + 1n; number <= latest; number++) {
    const block = await chain.getBlock({ blockNumber: number, includeTransactions: true })
    for (const transaction of block.transactions) {
      if (transaction.from.toLowerCase() !== account.toLowerCase()) continue
      const receipt = await chain.getTransactionReceipt({ hash: transaction.hash })
      paid += receipt.gasUsed * receipt.effectiveGasPrice
    }
  }
  return paid
}

/** The swap desk's quote, asked of the devnet blockchain service the way the modal asks it. */
async function deskQuote(
  app: DemoApp,
  chainId: number,
  from: string,
  to: string,
  amount: bigint,
): Promise<bigint> {
  const query = new URLSearchParams({
    projectId: app.devnet.projectId,
    amount: amount.toString(),
    userAddress: app.devnet.accounts[0]!.address,
    from: `eip155:${chainId}:${from}`,
    to: `eip155:${chainId}:${to}`,
  })
  const answer = await fetch(`${app.devnet.urls.blockchain}/v1/convert/quotes?${query}`)
  const { quotes } = (await answer.json()) as { quotes: { toAmount: string }[] }
  return BigInt(quotes[0]!.toAmount)
}

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

const nonceOf = (rpcUrl: string, address: Hex) =>
  createPublicClient({ transport: http(rpcUrl) }).getTransactionCount({ address })

const blockNumber = (rpcUrl: string) => createPublicClient({ transport: http(rpcUrl) }).getBlockNumber()

describe('swapping from the modal on the devnet (Account → Swap)', () => {
  const demo = useDemo()

  it('R-ACCT-04 R-ACCT-27: 0.5 ETH → dUSD is quoted (rate, fee, 1% slippage), signed once by the wallet, mined, and Account shows the dUSD the chain now holds', async () => {
    // Account 4 holds no dUSD yet.
    const { page, wallet, blockedRequests, close } = await demo.open({ accountIndex: 4 })
    const [chain] = demo.app.devnet.chains
    if (!chain) throw new Error('the devnet has no chain')
    const dusd = demo.app.devnet.contracts[chain.chainId]!.erc20 as Hex
    expect(await tokenBalanceOf(chain.rpcUrl, dusd, wallet.address)).toBe(0n)
    await connectedFromModal(page, wallet.address)

    const swap = await openSwap(page)
    expect(await swap.getByRole('button', { name: 'You pay: ETH, change token' }).count()).toBe(1)
    expect(await swap.getByRole('button', { name: 'You receive: dUSD, change token' }).count()).toBe(1)
    await swap.getByRole('textbox', { name: 'You pay' }).fill('0.5')
    // The desk's price: 3000 dUSD per ETH less its 0.3% fee.
    await swap.getByTestId('swap-receive').filter({ hasText: '1,495.5' }).waitFor()
    const details = swap.getByRole('definition')
    expect(await details.allTextContents()).toEqual([
      '1 ETH = 2,991 dUSD',
      expect.stringMatching(/^≈ [\d.]+ ETH · \$[\d,.]+$/),
      '1%',
      '1,480.545 dUSD',
    ])
    await snap(page, '50-swap-quote')
    await swap.getByRole('button', { name: 'Swap', exact: true }).click()

    await swap.getByRole('heading', { name: 'Swap complete' }).waitFor()
    expect(await swap.getByRole('status').textContent()).toBe(
      'You sold 0.500 ETH and received 1,495.500 dUSD.',
    )
    await snap(page, '51-swap-complete')
    const sends = wallet.calls.filter((call) => call.method === 'eth_sendTransaction')
    expect(sends).toHaveLength(1)
    expect(await tokenBalanceOf(chain.rpcUrl, dusd, wallet.address)).toBe(parseUnits('1495.5', 6))

    // Back on Account, the token list shows what the chain holds now.
    await swap.getByRole('button', { name: 'Done' }).click()
    const account = shownView(page, 'Account')
    await account
      .getByTestId('token-row')
      .filter({ hasText: 'Devnet USD' })
      .filter({ hasText: '1,495.500 dUSD' })
      .waitFor()
    await snap(page, '52-swap-account-after')
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-ACCT-04: 100 dUSD → ETH asks for an approval first (its own wallet request, mined), then the swap; the chain shows both', async () => {
    const { page, wallet, blockedRequests, close } = await demo.open()
    const [chain] = demo.app.devnet.chains
    if (!chain) throw new Error('the devnet has no chain')
    const dusd = demo.app.devnet.contracts[chain.chainId]!.erc20 as Hex
    const [dusdBefore, etherBefore] = await Promise.all([
      tokenBalanceOf(chain.rpcUrl, dusd, wallet.address),
      balanceOf(chain.rpcUrl, wallet.address),
    ])
    await connectedFromModal(page, wallet.address)

    const swap = await openSwap(page)
    await swap.getByRole('button', { name: 'Sell dUSD for ETH instead' }).click()
    await swap.getByText(`Balance ${shownAmount(formatUnits(dusdBefore, 6))} dUSD`).waitFor()
    await swap.getByRole('textbox', { name: 'You pay' }).fill('100')
    const approveAndSwap = swap.getByRole('button', { name: 'Approve dUSD and swap' })
    await approveAndSwap.waitFor()
    const quoted = await deskQuote(demo.app, chain.chainId, dusd, NATIVE, parseUnits('100', 6))
    // Shown as every balance is: 3 decimals, grouped.
    expect(await swap.getByTestId('swap-receive').textContent()).toBe(shownAmount(formatUnits(quoted, 18)))
    await snap(page, '53-swap-approve-quote')
    const startBlock = await blockNumber(chain.rpcUrl)
    await approveAndSwap.click()

    await swap.getByRole('heading', { name: 'Swap complete' }).waitFor()
    const sends = wallet.calls.filter((call) => call.method === 'eth_sendTransaction')
    const targets = sends.map((call) => String((call.params as { to: string }[])[0]?.to).toLowerCase())
    expect(targets).toEqual([
      dusd.toLowerCase(),
      demo.app.devnet.contracts[chain.chainId]!.swap.toLowerCase(),
    ])
    expect(await tokenBalanceOf(chain.rpcUrl, dusd, wallet.address)).toBe(dusdBefore - parseUnits('100', 6))
    // The ETH that arrived is the quote to the wei, less the gas of the approval and the swap.
    const etherAfter = await balanceOf(chain.rpcUrl, wallet.address)
    const gas = await gasPaidSince(chain.rpcUrl, wallet.address, startBlock)
    expect(etherAfter - etherBefore + gas).toBe(quoted)
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-ACCT-04: a swap the wallet rejects says so in words, nothing is sent, and Try again swaps', async () => {
    const { page, wallet, blockedRequests, close } = await demo.open({ accountIndex: 5 })
    const [chain] = demo.app.devnet.chains
    if (!chain) throw new Error('the devnet has no chain')
    const nonceBefore = await nonceOf(chain.rpcUrl, wallet.address)
    await connectedFromModal(page, wallet.address)
    const swap = await openSwap(page)
    await swap.getByRole('textbox', { name: 'You pay' }).fill('0.01')
    const button = swap.getByRole('button', { name: 'Swap', exact: true })
    await button.and(page.locator(':enabled')).waitFor()
    wallet.rejectNext('eth_sendTransaction')
    await button.click()
    const alert = swap.getByRole('alert')
    await alert.waitFor()
    expect(await alert.textContent()).toBe('You rejected the request in your wallet')
    expect(await nonceOf(chain.rpcUrl, wallet.address)).toBe(nonceBefore)
    await snap(page, '54-swap-rejected')
    await swap.getByRole('button', { name: 'Try again' }).click()
    await swap.getByRole('heading', { name: 'Swap complete' }).waitFor()
    expect(await nonceOf(chain.rpcUrl, wallet.address)).toBe(nonceBefore + 1)
    expect(blockedRequests).toEqual([])
    await close()
  })
})
