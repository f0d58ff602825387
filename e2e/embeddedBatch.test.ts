import { createPublicClient, type Hex, http, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { loginWithEmail, newEmail } from './support/embeddedLogin.js'
import { accountPanel, connectButton, modal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

type SiteUser = { accounts: { type: 'eoa' | 'smartAccount'; address: Hex }[] }

describe('the embedded wallet answers wallet_sendCalls', () => {
  const demo = useDemo()

  it('R-EMBED-32 R-SEC-05 R-EVM-03: an email user on its EOA sends three calls with one approval in the secure frame; the ETH arrives', async () => {
    const { page, blockedRequests, close } = await demo.open()
    const { admin, embeddedWallet } = demo.app.devnet.urls
    const [chainInfo] = demo.app.devnet.chains
    if (!chainInfo) throw new Error('the devnet has no chain')
    const chain = createPublicClient({ transport: http(chainInfo.rpcUrl) })
    const email = newEmail()
    await loginWithEmail(page, admin, email)
    const user = (await (
      await fetch(`${admin}/embedded/user?email=${encodeURIComponent(email)}`)
    ).json()) as SiteUser
    const owner = user.accounts.find((account) => account.type === 'eoa')!.address
    // The user acts as its smart account by default; batches are the EOA's (EIP-7702).
    await connectButton(page).click()
    const account = shownView(page, 'Account')
    await account.getByRole('button', { name: 'Use EOA' }).click()
    await account.getByTestId('account-kind').filter({ hasText: 'EOA' }).waitFor()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: owner }).waitFor()
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })

    const panel = page.locator('[data-panel="batch"]')
    await panel.getByTestId('batch-prompts').filter({ hasText: 'Your wallet will ask once.' }).waitFor()
    const recipient = demo.app.devnet.accounts[1]!.address as Hex
    const before = await chain.getBalance({ address: recipient })
    await panel.getByRole('button', { name: 'Send three calls' }).click()
    const approval = page.locator('sigil-modal .sigil-view[data-view="ApproveTransaction"]')
    await approval.waitFor({ state: 'attached' })
    // The batch is previewed first (it moves funds); the secure frame asks once the person goes on.
    await approval.getByRole('button', { name: 'Continue in wallet' }).click()
    const frame = page.frameLocator(`iframe[src^="${new URL(embeddedWallet).origin}/sdk"]`)
    await frame.getByText('asks you to approve wallet_sendCalls.').waitFor()
    await snap(page, 'batch-24-embedded-approval')
    await frame.getByRole('button', { name: 'Approve' }).click()
    await panel.getByTestId('batch-status').filter({ hasText: 'Confirmed' }).waitFor()
    expect(await chain.getBalance({ address: recipient })).toBe(before + parseEther('0.006'))
    const code = await chain.getCode({ address: owner })
    expect(code?.toLowerCase()).toBe(
      `0xef0100${demo.app.devnet.contracts[chainInfo.chainId]!.batchAccount.slice(2).toLowerCase()}`,
    )
    expect(blockedRequests).toEqual([])
    await close()
  })
})
