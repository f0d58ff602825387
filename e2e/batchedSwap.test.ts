import type { Page } from 'playwright-core'
import { createPublicClient, formatUnits, type Hex, http, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { balanceOf, shownAmount, tokenBalanceOf } from './support/chainReads.js'
import type { DemoApp } from './support/demoApp.js'
import { connectButton, connectedFromModal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

const NATIVE = '0xeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeeee'

/** The gas `account` paid for what it sent after `sinceBlock`, read from the receipts. */
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

/** The swap desk's quote for `account`, asked of the devnet service as the modal asks it. */
async function deskQuote(app: DemoApp, chainId: number, account: Hex, from: string, amount: bigint) {
  const query = new URLSearchParams({
    projectId: app.devnet.projectId,
    amount: amount.toString(),
    userAddress: account,
    from: `eip155:${chainId}:${from}`,
    to: `eip155:${chainId}:${NATIVE}`,
  })
  const answer = await fetch(`${app.devnet.urls.blockchain}/v1/convert/quotes?${query}`)
  const { quotes } = (await answer.json()) as { quotes: { toAmount: string }[] }
  return BigInt(quotes[0]!.toAmount)
}

/** Account → Swap, dUSD → ETH, 100 dUSD typed, once the quote with its approval is shown. */
async function quoteHundredDusd(page: Page, dusdHeld: bigint) {
  await connectButton(page).click()
  await shownView(page, 'Account').getByRole('button', { name: 'Swap', exact: true }).click()
  const swap = shownView(page, 'Swap')
  await swap.getByRole('textbox', { name: 'You pay' }).waitFor()
  await swap.getByRole('button', { name: 'Sell dUSD for ETH instead' }).click()
  await swap.getByText(`Balance ${shownAmount(formatUnits(dusdHeld, 6))} dUSD`).waitFor()
  await swap.getByRole('textbox', { name: 'You pay' }).fill('100')
  const button = swap.getByRole('button', { name: 'Approve dUSD and swap' })
  await button.and(page.locator(':enabled')).waitFor()
  return { swap, button }
}

describe('a swap that needs an allowance: one prompt where the wallet batches, announced prompts where not', () => {
  const demo = useDemo()

  it('R-ACCT-04 R-EVM-03: on an EIP-5792 wallet (7702 account), approve + swap is one wallet prompt; the ETH arrives on chain', async () => {
    const [chain] = demo.app.devnet.chains
    if (!chain) throw new Error('the devnet has no chain')
    const { batchAccount, erc20, swap: desk } = demo.app.devnet.contracts[chain.chainId]!
    const { page, wallet, blockedRequests, close } = await demo.open({
      accountIndex: 1,
      batchDelegate: batchAccount,
    })
    const dusd = erc20 as Hex
    const [dusdBefore, etherBefore] = await Promise.all([
      tokenBalanceOf(chain.rpcUrl, dusd, wallet.address),
      balanceOf(chain.rpcUrl, wallet.address),
    ])
    await connectedFromModal(page, wallet.address)
    const { swap, button } = await quoteHundredDusd(page, dusdBefore)
    const note = swap.getByTestId('swap-prompts')
    expect(await note.textContent()).toBe('One wallet prompt approves and swaps together')
    const quoted = await deskQuote(demo.app, chain.chainId, wallet.address, dusd, parseUnits('100', 6))
    await snap(page, 'batch-10-swap-one-prompt')
    const startBlock = await createPublicClient({ transport: http(chain.rpcUrl) }).getBlockNumber()
    const promptsBefore = wallet.prompts.length
    await button.click()

    await swap.getByRole('heading', { name: 'Swap complete' }).waitFor()
    await snap(page, 'batch-11-swap-complete')
    // One prompt, a wallet_sendCalls of the approval then the swap, and no eth_sendTransaction at all.
    const prompts = wallet.prompts.slice(promptsBefore)
    expect(prompts.map((call) => call.method)).toEqual(['wallet_sendCalls'])
    const [batch] = prompts[0]!.params as { atomicRequired: boolean; calls: { to: string }[] }[]
    expect(batch!.atomicRequired).toBe(true)
    expect(batch!.calls.map((call) => call.to.toLowerCase())).toEqual([
      dusd.toLowerCase(),
      desk.toLowerCase(),
    ])
    expect(wallet.calls.some((call) => call.method === 'eth_sendTransaction')).toBe(false)
    // The account is delegated to Simple7702Account, and the tokens moved on chain.
    const code = await createPublicClient({ transport: http(chain.rpcUrl) }).getCode({
      address: wallet.address,
    })
    expect(code?.toLowerCase()).toBe(`0xef0100${batchAccount.slice(2).toLowerCase()}`)
    expect(await tokenBalanceOf(chain.rpcUrl, dusd, wallet.address)).toBe(dusdBefore - parseUnits('100', 6))
    const gas = await gasPaidSince(chain.rpcUrl, wallet.address, startBlock)
    expect((await balanceOf(chain.rpcUrl, wallet.address)) - etherBefore + gas).toBe(quoted)
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-ACCT-04: on a wallet without EIP-5792, two prompts are announced before the first; approve then swap; the ETH arrives', async () => {
    const [chain] = demo.app.devnet.chains
    if (!chain) throw new Error('the devnet has no chain')
    const { erc20, swap: desk } = demo.app.devnet.contracts[chain.chainId]!
    const { page, wallet, blockedRequests, close } = await demo.open(
      { accountIndex: 2 },
      { viewport: { width: 390, height: 844 }, hasTouch: true },
    )
    const dusd = erc20 as Hex
    const [dusdBefore, etherBefore] = await Promise.all([
      tokenBalanceOf(chain.rpcUrl, dusd, wallet.address),
      balanceOf(chain.rpcUrl, wallet.address),
    ])
    await connectedFromModal(page, wallet.address)
    const { swap, button } = await quoteHundredDusd(page, dusdBefore)
    const note = swap.getByTestId('swap-prompts')
    expect(await note.textContent()).toBe('Your wallet will ask 2 times: approve, then swap')
    // Announced before the first prompt: the wallet has been asked nothing to sign yet.
    expect(wallet.prompts.map((call) => call.method)).toEqual(['eth_requestAccounts'])
    const quoted = await deskQuote(demo.app, chain.chainId, wallet.address, dusd, parseUnits('100', 6))
    await snap(page, 'batch-12-swap-two-prompts-phone')
    const startBlock = await createPublicClient({ transport: http(chain.rpcUrl) }).getBlockNumber()
    await button.click()

    await swap.getByRole('heading', { name: 'Swap complete' }).waitFor()
    const sends = wallet.prompts.filter((call) => call.method !== 'eth_requestAccounts')
    expect(sends.map((call) => call.method)).toEqual(['eth_sendTransaction', 'eth_sendTransaction'])
    expect(sends.map((call) => String((call.params as { to: string }[])[0]?.to).toLowerCase())).toEqual([
      dusd.toLowerCase(),
      desk.toLowerCase(),
    ])
    expect(await tokenBalanceOf(chain.rpcUrl, dusd, wallet.address)).toBe(dusdBefore - parseUnits('100', 6))
    const gas = await gasPaidSince(chain.rpcUrl, wallet.address, startBlock)
    expect((await balanceOf(chain.rpcUrl, wallet.address)) - etherBefore + gas).toBe(quoted)
    expect(blockedRequests).toEqual([])
    await close()
  })
})
