import { type Hex, parseEther, stringToHex, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import { balanceOf, expectedBalanceText } from './support/chainReads.js'
import { accountPanel, connectedFromModal, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

describe('signing and sending from the demo page', () => {
  const demo = useDemo()

  it('R-EVM-13 R-CORE-15: the page signs a message through the wallet, and the signature verifies against its address', async () => {
    const { page, wallet, blockedRequests, close } = await demo.open()
    await connectedFromModal(page, wallet.address)
    const panel = page.locator('[data-panel="sign"]')
    const message = 'Journey 4: I own this address on the Sigil devnet.'
    await panel.getByRole('textbox', { name: 'Message' }).fill(message)
    await panel.getByRole('button', { name: 'Sign a message' }).click()
    const shown = panel.getByTestId('signature')
    await shown.waitFor()
    await snap(page, '20-signed-message')

    const signature = (await shown.textContent()) as Hex
    expect(signature).toMatch(/^0x[0-9a-f]{130}$/)
    expect(await verifyMessage({ address: wallet.address, message, signature })).toBe(true)
    // A signature of any other message, or by any other key, does not verify.
    expect(await verifyMessage({ address: wallet.address, message: `${message}!`, signature })).toBe(false)
    const signs = wallet.calls.filter((call) => call.method === 'personal_sign')
    expect(signs).toEqual([{ method: 'personal_sign', params: [stringToHex(message), wallet.address] }])
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-EVM-13: a signature the wallet rejects (4001) shows a clear error and no signature', async () => {
    const { page, wallet, blockedRequests, close } = await demo.open()
    await connectedFromModal(page, wallet.address)
    const panel = page.locator('[data-panel="sign"]')
    wallet.rejectNext('personal_sign')
    await panel.getByRole('button', { name: 'Sign a message' }).click()
    const alert = panel.getByRole('alert')
    await alert.waitFor()
    await snap(page, '21-signature-rejected')
    expect(await alert.textContent()).toBe('Not signed: User rejected the request.')
    expect(await panel.getByTestId('signature').count()).toBe(0)
    // The button is usable again, and the next attempt signs.
    await panel.getByRole('button', { name: 'Sign a message' }).click()
    await panel.getByTestId('signature').waitFor()
    expect(await panel.getByRole('alert').count()).toBe(0)
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-EVM-13 R-CORE-14: sending 0.01 ETH from the page is mined on devnet, the receiver gets exactly that, and the receipt link works', async () => {
    const { page, context, wallet, blockedRequests, close } = await demo.open()
    const [chainA] = demo.app.devnet.chains
    const recipient = demo.app.devnet.accounts[1]!.address as Hex
    await connectedFromModal(page, wallet.address)
    const shownBefore = await expectedBalanceText(chainA!.rpcUrl, wallet.address)
    await accountPanel(page).getByTestId('account-balance').filter({ hasText: shownBefore }).waitFor()
    const before = await balanceOf(chainA!.rpcUrl, recipient)

    const panel = page.locator('[data-panel="send"]')
    await panel.getByRole('button', { name: /^Send 0\.01 ETH to / }).click()
    const hash = panel.getByTestId('tx-hash')
    await hash.waitFor()
    await panel.getByTestId('receipt-status').filter({ hasText: 'success' }).waitFor()
    // Once mined, the page shows the sender's new balance (0.01 ETH and the gas less).
    const shownAfter = await expectedBalanceText(chainA!.rpcUrl, wallet.address)
    expect(shownAfter).not.toBe(shownBefore)
    await accountPanel(page).getByTestId('account-balance').filter({ hasText: shownAfter }).waitFor()
    await snap(page, '22-sent-and-mined')

    const txHash = (await hash.textContent()) as Hex
    expect(txHash).toMatch(/^0x[0-9a-f]{64}$/)
    const after = await balanceOf(chainA!.rpcUrl, recipient)
    expect(after - before).toBe(parseEther('0.01'))
    const sends = wallet.calls.filter((call) => call.method === 'eth_sendTransaction')
    expect(sends).toHaveLength(1)
    expect(JSON.stringify(sends[0]!.params).toLowerCase()).toContain(recipient.toLowerCase())

    // The link opens the transaction's receipt, read from the chain.
    const [receiptPage] = await Promise.all([
      context.waitForEvent('page'),
      panel.getByRole('link', { name: 'View the receipt' }).click(),
    ])
    await receiptPage.waitForLoadState()
    expect(new URL(receiptPage.url()).pathname).toBe(`/explorer/${chainA!.chainId}/tx/${txHash}`)
    expect(await receiptPage.locator('[data-field="hash"]').textContent()).toBe(txHash)
    expect(await receiptPage.locator('[data-field="status"]').textContent()).toBe('success')
    expect((await receiptPage.locator('[data-field="to"]').textContent())?.toLowerCase()).toBe(
      recipient.toLowerCase(),
    )
    expect(await receiptPage.locator('[data-field="value"]').textContent()).toBe('0.01 ETH')
    expect(await receiptPage.locator('[data-field="block"]').textContent()).toBe(
      await panel.getByTestId('receipt-block').textContent(),
    )
    await snap(receiptPage, '23-receipt-page')
    expect(blockedRequests).toEqual([])
    await close()
  })
})
