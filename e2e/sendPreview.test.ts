import type { Locator } from 'playwright-core'
import { createPublicClient, formatEther, type Hex, http } from 'viem'
import { describe, expect, it } from 'vitest'
import { openSend } from './support/accountViews.js'
import { balanceOf } from './support/chainReads.js'
import { connectedFromModal, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

/** Every digit of a fee, as the preview writes it in English (grouped, no digit dropped). */
const allDigits = new Intl.NumberFormat('en-US', { maximumSignificantDigits: 21 })
const feeText = (wei: bigint) => `${allDigits.format(formatEther(wei) as unknown as number)} ETH`

/** What the chain charged for a mined transaction: gas used × effective gas price, from its receipt. */
async function receiptFee(rpcUrl: string, hash: Hex): Promise<bigint> {
  const chain = createPublicClient({ transport: http(rpcUrl) })
  const receipt = await chain.waitForTransactionReceipt({ hash, pollingInterval: 50 })
  expect(receipt.status).toBe('success')
  return receipt.gasUsed * receipt.effectiveGasPrice
}

/** Send's form filled with `amount` to `receiver`, then Review. */
async function review(send: Locator, amount: string, receiver: string): Promise<void> {
  await send.getByLabel('Amount', { exact: true }).fill(amount)
  await send.getByLabel('To', { exact: true }).fill(receiver)
  await send.locator('button[type="submit"]').click()
}

describe('Send shows what will change before the wallet asks (R-ACCT-03)', () => {
  const demo = useDemo()

  /** The demo with the test wallet connected, on Send; the receiver is devnet's account `receiverIndex`. */
  async function onSend(receiverIndex: number) {
    const journey = await demo.open()
    const [chain] = demo.app.devnet.chains
    if (!chain) throw new Error('the devnet has no chain')
    await connectedFromModal(journey.page, journey.wallet.address)
    const send = await openSend(journey.page)
    return { ...journey, chain, send, receiver: demo.app.devnet.accounts[receiverIndex]!.address as Hex }
  }

  it('R-ACCT-03 0.01 ETH: the preview shows the amount and a network fee that is, to the wei, what the chain then records', async () => {
    const { page, wallet, blockedRequests, close, chain, send, receiver } = await onSend(2)
    await review(send, '0.01', receiver)

    const preview = send.getByTestId('transaction-preview')
    await preview.and(page.locator('[data-status="ready"]')).waitFor()
    expect(await preview.getByTestId('preview-send').textContent()).toBe('You send0.010 ETH')
    const fee = preview.getByTestId('preview-fee')
    expect(await fee.getAttribute('data-kind')).toBe('exact')
    const shownFee = ((await fee.locator('.sigil-preview__value').textContent()) ?? '').trim()
    // Only the estimate's row or the preview's fee is shown, never both.
    expect(await send.getByTestId('review-fee').count()).toBe(0)
    await snap(page, 'preview-01-send-native')

    await send.getByRole('button', { name: 'Send', exact: true }).click()
    await send.getByRole('heading', { name: 'Sent 0.01 ETH' }).waitFor()
    const hash = (await send.getByTestId('send-hash').textContent()) as Hex
    expect(shownFee).toBe(feeText(await receiptFee(chain.rpcUrl, hash)))

    // The wallet was asked with the terms the preview counted with: one price as max fee and tip.
    const sends = wallet.calls.filter((call) => call.method === 'eth_sendTransaction')
    expect(sends).toHaveLength(1)
    const request = (sends[0]!.params as { gas?: Hex; maxFeePerGas?: Hex; maxPriorityFeePerGas?: Hex }[])[0]!
    expect(request.gas).toBeDefined()
    expect(request.maxFeePerGas).toBeDefined()
    expect(request.maxPriorityFeePerGas).toBe(request.maxFeePerGas)
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-ACCT-03 12.5 dUSD: the preview names the token and the exact fee, which the receipt then shows', async () => {
    const { page, blockedRequests, close, chain, send, receiver } = await onSend(1)
    await send.getByRole('button', { name: 'Token ETH Ether' }).click()
    await send.getByRole('button', { name: /^dUSD/ }).click()
    await review(send, '12.5', receiver)

    const preview = send.getByTestId('transaction-preview')
    await preview.and(page.locator('[data-status="ready"]')).waitFor()
    expect(await preview.getByTestId('preview-send').textContent()).toBe('You send12.500 dUSD')
    // The token moves, not the coin: no ETH row besides the fee.
    expect(await preview.getByTestId('preview-send').count()).toBe(1)
    const shownFee = (
      (await preview.getByTestId('preview-fee').locator('.sigil-preview__value').textContent()) ?? ''
    ).trim()
    await snap(page, 'preview-02-send-token')

    await send.getByRole('button', { name: 'Send', exact: true }).click()
    await send.getByRole('heading', { name: 'Sent 12.5 dUSD' }).waitFor()
    const hash = (await send.getByTestId('send-hash').textContent()) as Hex
    expect(shownFee).toBe(feeText(await receiptFee(chain.rpcUrl, hash)))
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('the whole ETH balance: the preview says there is not enough ETH for the fee, and Send stays off, so the wallet is never asked', async () => {
    const { page, wallet, blockedRequests, close, chain, send, receiver } = await onSend(2)
    await review(send, formatEther(await balanceOf(chain.rpcUrl, wallet.address)), receiver)

    const failure = send.getByTestId('preview-failure')
    await failure.waitFor()
    expect(await failure.textContent()).toBe('Not enough ETH for the network fee.')
    expect(await send.getByRole('button', { name: 'Send', exact: true }).isDisabled()).toBe(true)
    await snap(page, 'preview-03-send-fee-unaffordable')
    // Edit leads back to the form to change the amount.
    await send.getByRole('button', { name: 'Edit' }).click()
    await send.getByLabel('Amount', { exact: true }).waitFor()
    expect(wallet.calls.filter((call) => call.method === 'eth_sendTransaction')).toHaveLength(0)
    expect(blockedRequests).toEqual([])
    await close()
  })
})
