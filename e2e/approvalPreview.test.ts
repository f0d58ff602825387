import { createPublicClient, encodeFunctionData, erc20Abi, type Hex, http, parseUnits } from 'viem'
import { describe, expect, it } from 'vitest'
import { loginWithEmail } from './support/embeddedLogin.js'
import { modal, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

describe('the approval view shows what a request will do before the embedded wallet asks (R-STATE-05, R-SEC-05)', () => {
  const demo = useDemo()

  it('R-STATE-05 R-SEC-05 the app sends 0.01 ETH: the modal previews it, Continue hands it to the wallet, which asks and sends', async () => {
    const { page, blockedRequests, close } = await demo.open()
    await loginWithEmail(page, demo.app.devnet.urls.admin)
    await page.getByRole('button', { name: /^Send 0\.01 ETH to/ }).click()

    const approval = modal(page).getByTestId('approval-preview')
    await approval.waitFor()
    const preview = approval.getByTestId('transaction-preview')
    await preview.and(page.locator('[data-status="ready"]')).waitFor()
    expect(await preview.getByTestId('preview-send').textContent()).toBe('You send0.010 ETH')
    // The wallet has not been asked yet: its frame is not shown.
    const site = new URL(demo.app.devnet.urls.embeddedWallet).origin
    const iframe = page.locator(`iframe[src^="${site}/sdk"]`)
    expect(await iframe.evaluate((element) => getComputedStyle(element).opacity)).toBe('0')
    await snap(page, 'preview-20-approval')

    await approval.getByRole('button', { name: 'Continue in wallet' }).click()
    const frame = page.frameLocator(`iframe[src^="${site}/sdk"]`)
    await frame.getByRole('button', { name: 'Approve' }).click()
    await page
      .getByTestId('tx-hash')
      .filter({ hasText: /^0x[0-9a-f]{64}$/ })
      .waitFor()
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('a request that would fail says why; Continue stays off and Cancel declines it before the wallet sees it', async () => {
    const { page, blockedRequests, close } = await demo.open()
    const address = await loginWithEmail(page, demo.app.devnet.urls.admin)
    const [chain] = demo.app.devnet.chains
    if (!chain) throw new Error('the devnet has no chain')
    const dusd = demo.app.devnet.contracts[chain.chainId]!.erc20 as Hex
    const held = await createPublicClient({ transport: http(chain.rpcUrl) }).readContract({
      address: dusd,
      abi: erc20Abi,
      functionName: 'balanceOf',
      args: [address],
    })
    // More dUSD than the account holds: the token's transfer reverts.
    const data = encodeFunctionData({
      abi: erc20Abi,
      functionName: 'transfer',
      args: [demo.app.devnet.accounts[1]!.address as Hex, held + parseUnits('1', 6)],
    })
    const outcome = page.evaluate(
      ({ to, data }) =>
        (
          document.querySelector('sigil-modal') as unknown as {
            client: { sendTransaction(parameters: object): Promise<string> }
          }
        ).client
          .sendTransaction({ to, data, value: '0', namespace: 'eip155' })
          .then(
            () => 'sent',
            (error: Error) => error.message,
          ),
      { to: dusd, data },
    )

    const approval = modal(page).getByTestId('approval-preview')
    const failure = approval.getByTestId('preview-failure')
    await failure.waitFor()
    expect(await failure.textContent()).toBe('This would fail: the token balance is too low.')
    expect(await approval.getByRole('button', { name: 'Continue in wallet' }).isDisabled()).toBe(true)
    await snap(page, 'preview-21-approval-fails')
    await approval.getByRole('button', { name: 'Cancel' }).click()
    expect(await outcome).toContain('rejected')
    const site = new URL(demo.app.devnet.urls.embeddedWallet).origin
    expect(
      await page
        .locator(`iframe[src^="${site}/sdk"]`)
        .evaluate((element) => getComputedStyle(element).opacity),
    ).toBe('0')
    expect(blockedRequests).toEqual([])
    await close()
  })
})
