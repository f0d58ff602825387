import type { Page } from 'playwright-core'
import {
  decodeFunctionData,
  erc20Abi,
  formatEther,
  formatUnits,
  type Hex,
  parseEther,
  parseUnits,
} from 'viem'
import { describe, expect, it } from 'vitest'
import { openSend } from './support/accountViews.js'
import { balanceOf, shownAmount, tokenBalanceOf } from './support/chainReads.js'
import { connectedFromModal, modal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

/** The form's Review button, which reads what is missing until the form is complete. */
const submitButton = (page: Page) => shownView(page, 'Send').locator('button[type="submit"]')

describe('sending from the modal on the devnet (Account → Send)', () => {
  const demo = useDemo()

  it('R-ACCT-03 R-ACCT-14 R-ACCT-15: 12.5 dUSD to alice.reown.id (the second account) is reviewed, sent as an ERC-20 transfer, mined, and the receiver holds exactly 12.5 more; the modal shows success with the hash and the explorer link', async () => {
    const { page, context, wallet, blockedRequests, close } = await demo.open()
    const [chain] = demo.app.devnet.chains
    if (!chain) throw new Error('the devnet has no chain')
    const token = demo.app.devnet.contracts[chain.chainId]!.erc20
    const receiver = demo.app.devnet.accounts[1]!.address as Hex
    const [receiverBefore, senderBefore] = await Promise.all([
      tokenBalanceOf(chain.rpcUrl, token, receiver),
      tokenBalanceOf(chain.rpcUrl, token, wallet.address),
    ])

    await connectedFromModal(page, wallet.address)
    await openSend(page)
    const send = shownView(page, 'Send')
    await send.getByRole('button', { name: 'Token ETH Ether' }).click()
    await send.getByRole('button', { name: /^dUSD/ }).click()
    await send.getByText(`Balance: ${shownAmount(formatUnits(senderBefore, 6))} dUSD`).waitFor()
    await send.getByLabel('Amount', { exact: true }).fill('12.5')
    // A name: the blockchain service resolves it to the second account.
    await send.getByLabel('To', { exact: true }).fill('alice.reown.id')
    await send.getByTestId('receiver-hint').filter({ hasText: 'alice.reown.id · 0x7099…79C8' }).waitFor()
    await snap(page, '40-send-form-filled')
    expect(await submitButton(page).textContent()).toBe('Review')
    await submitButton(page).click()

    expect(await send.getByTestId('review-amount').textContent()).toBe('12.5 dUSD')
    expect(await send.getByText('alice.reown.id', { exact: true }).count()).toBe(1)
    await snap(page, '41-send-review')
    await send.getByRole('button', { name: 'Send', exact: true }).click()

    const result = send.getByTestId('send-result')
    await result.and(page.locator('[data-status="success"]')).waitFor()
    await send.getByRole('heading', { name: 'Sent 12.5 dUSD' }).waitFor()
    await snap(page, '42-send-token-sent')
    const hash = (await send.getByTestId('send-hash').textContent()) as Hex
    expect(hash).toMatch(/^0x[0-9a-f]{64}$/)

    // On chain: the receiver holds exactly 12.5 dUSD more, the sender 12.5 less.
    const [receiverAfter, senderAfter] = await Promise.all([
      tokenBalanceOf(chain.rpcUrl, token, receiver),
      tokenBalanceOf(chain.rpcUrl, token, wallet.address),
    ])
    expect(receiverAfter - receiverBefore).toBe(parseUnits('12.5', 6))
    expect(senderBefore - senderAfter).toBe(parseUnits('12.5', 6))
    // What the wallet was asked: a transfer call on the token, no value.
    const sends = wallet.calls.filter((call) => call.method === 'eth_sendTransaction')
    expect(sends).toHaveLength(1)
    const request = (sends[0]!.params as { to: Hex; data: Hex; value?: Hex }[])[0]!
    expect(request.to.toLowerCase()).toBe(token.toLowerCase())
    expect(BigInt(request.value ?? '0x0')).toBe(0n)
    expect(decodeFunctionData({ abi: erc20Abi, data: request.data })).toEqual({
      functionName: 'transfer',
      args: [receiver, parseUnits('12.5', 6)],
    })

    // The link opens the transaction on the network's block explorer.
    const link = send.getByRole('link', { name: /View on block explorer/ })
    expect(await link.getAttribute('href')).toBe(
      new URL(`/explorer/${chain.chainId}/tx/${hash}`, demo.app.url).href,
    )
    const [receiptPage] = await Promise.all([context.waitForEvent('page'), link.click()])
    await receiptPage.waitForLoadState()
    expect(await receiptPage.locator('[data-field="status"]').textContent()).toBe('success')
    await receiptPage.close()

    // Done → Account, whose Tokens tab shows the new dUSD balance (read past the service's cache).
    await send.getByRole('button', { name: 'Done' }).click()
    const row = shownView(page, 'Account').getByTestId('token-row').filter({ hasText: 'dUSD' })
    await row.filter({ hasText: `${shownAmount(formatUnits(senderAfter, 6))} dUSD` }).waitFor()
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-ACCT-03 R-ACCT-15: 0.01 ETH to a typed address is sent as a native transfer, mined, the receiver gets exactly that, and the modal shows the new balance in the header and the Tokens tab', async () => {
    const { page, wallet, blockedRequests, close } = await demo.open()
    const [chain] = demo.app.devnet.chains
    if (!chain) throw new Error('the devnet has no chain')
    const receiver = demo.app.devnet.accounts[2]!.address as Hex
    const before = await balanceOf(chain.rpcUrl, receiver)

    await connectedFromModal(page, wallet.address)
    await openSend(page)
    const send = shownView(page, 'Send')
    await send.getByLabel('Amount', { exact: true }).fill('0.01')
    await send.getByLabel('To', { exact: true }).fill('0x1234')
    expect(await submitButton(page).textContent()).toBe('Not a valid address or name')
    await send.getByLabel('To', { exact: true }).fill(receiver)
    await submitButton(page).click()
    expect(await send.getByTestId('review-amount').textContent()).toBe('0.01 ETH')
    expect(await send.getByTestId('review-receiver').textContent()).toBe(receiver)
    // The network fee of this transfer, from the EVM adapter's preview on the devnet chain.
    await send
      .getByTestId('preview-fee')
      .filter({ hasText: /^Network fee0\.0\d* ETH$/ })
      .waitFor()
    await send.getByRole('button', { name: 'Send', exact: true }).click()
    await send.getByRole('heading', { name: 'Sent 0.01 ETH' }).waitFor()
    await snap(page, '43-send-native-sent')

    expect((await balanceOf(chain.rpcUrl, receiver)) - before).toBe(parseEther('0.01'))
    const sends = wallet.calls.filter((call) => call.method === 'eth_sendTransaction')
    expect(sends).toHaveLength(1)
    const request = (sends[0]!.params as { to: Hex; value: Hex; data?: Hex }[])[0]!
    expect(request.to.toLowerCase()).toBe(receiver.toLowerCase())
    expect(BigInt(request.value)).toBe(parseEther('0.01'))
    expect(request.data).toBeUndefined()

    // The sender's balance is read again once mined: Account shows what the chain says.
    await send.getByRole('button', { name: 'Done' }).click()
    const shown = `${shownAmount(formatEther(await balanceOf(chain.rpcUrl, wallet.address)))} ETH`
    const account = shownView(page, 'Account')
    await account.locator('.sigil-account__balance').filter({ hasText: shown }).waitFor()
    await account.getByTestId('token-row').filter({ hasText: shown }).waitFor()
    expect(await modal(page).count()).toBe(1)
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('Max on the native coin fills the balance less the estimated fee (gas estimate × max fee per gas) of the actual transfer, and that remainder really sends', async () => {
    const { page, wallet, blockedRequests } = await demo.open({ accountIndex: 6 })
    const [chain] = demo.app.devnet.chains
    if (!chain) throw new Error('the devnet has no chain')
    const receiver = demo.app.devnet.accounts[7]!.address as Hex
    const [senderBefore, receiverBefore] = await Promise.all([
      balanceOf(chain.rpcUrl, wallet.address),
      balanceOf(chain.rpcUrl, receiver),
    ])

    await connectedFromModal(page, wallet.address)
    await openSend(page)
    const send = shownView(page, 'Send')
    await send.getByLabel('To', { exact: true }).fill(receiver)
    await send.getByRole('button', { name: 'Max: the ETH balance less the network fee' }).click()
    const amount = send.getByLabel('Amount', { exact: true })
    await expect.poll(() => amount.inputValue()).not.toBe('')
    const filled = parseEther(await amount.inputValue())
    // Far less kept back than the old fixed 0.001 ETH: the fee of one transfer at devnet prices.
    expect(senderBefore - filled).toBeGreaterThan(0n)
    expect(senderBefore - filled).toBeLessThan(parseEther('0.001'))
    await submitButton(page).click()
    await send.getByRole('button', { name: 'Send', exact: true }).click()
    await send.getByTestId('send-result').and(page.locator('[data-status="success"]')).waitFor()

    // The wallet was asked for that value with the fee terms it was computed with.
    const request = (
      wallet.calls.find((call) => call.method === 'eth_sendTransaction')!.params as {
        value: Hex
        gas: Hex
        maxFeePerGas: Hex
      }[]
    )[0]!
    expect(BigInt(request.value)).toBe(filled)
    const ceiling = BigInt(request.gas) * BigInt(request.maxFeePerGas)
    expect(senderBefore - filled).toBe(ceiling)
    // On chain: the receiver got all of it; the sender kept only what the fee did not use.
    expect((await balanceOf(chain.rpcUrl, receiver)) - receiverBefore).toBe(filled)
    const left = await balanceOf(chain.rpcUrl, wallet.address)
    expect(left).toBeGreaterThanOrEqual(0n)
    expect(left).toBeLessThan(ceiling)
    expect(blockedRequests).toEqual([])
  })
})
