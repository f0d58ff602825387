import type { Page } from 'playwright-core'
import { createPublicClient, formatEther, type Hex, hashMessage, http, parseAbi, parseEther } from 'viem'
import { describe, expect, it } from 'vitest'
import { loginWithEmail, newEmail, watchErrors } from './support/embeddedLogin.js'
import { accountPanel, connectButton, modal, shownView, snap } from './support/journey.js'
import { useDemo } from './support/useDemo.js'

const accountAbi = parseAbi([
  'function isValidSignature(bytes32 hash, bytes signature) view returns (bytes4)',
])

type SiteUser = { address: `0x${string}`; accounts: { address: `0x${string}`; type: string }[] }

/** The label of what has focus in the modal (null when the dialog itself, or nothing, has it). */
const focusedLabel = (page: Page) =>
  page.evaluate(() => {
    const root = document.querySelector('sigil-modal')?.shadowRoot
    const active = root?.activeElement as HTMLElement | null | undefined
    if (!active || active.getAttribute('role') === 'dialog') return null
    return active.textContent
  })

/** The eip155 account as the client holds it. */
const clientAccount = (page: Page) =>
  page.evaluate(() => {
    const element = document.querySelector('sigil-modal') as unknown as {
      client: {
        getState(): {
          accounts: { eip155: { address?: string; balance?: string; preferredAccountType: string } }
          chain: { smartAccountNetworks: string[] }
        }
      }
    }
    const state = element.client.getState()
    return { ...state.accounts.eip155, smartAccountNetworks: state.chain.smartAccountNetworks }
  })

describe('smart accounts of the embedded wallet on the demo', () => {
  const demo = useDemo()

  it('R-STATE-30 R-STATE-32 R-EMBED-31 an email user acts as its smart account, switches to the EOA and back from Account; the smart account signs (ERC-1271 on chain) and sends through execute', async () => {
    const { page, close } = await demo.open()
    const errors = watchErrors(page)
    const { admin, rpc, embeddedWallet } = demo.app.devnet.urls
    const chain = createPublicClient({ transport: http(rpc[31337]) })
    const email = newEmail()
    const current = await loginWithEmail(page, admin, email)
    const user = (await (
      await fetch(`${admin}/embedded/user?email=${encodeURIComponent(email)}`)
    ).json()) as SiteUser
    const smart = user.accounts.find((account) => account.type === 'smartAccount')!.address
    const owner = user.accounts.find((account) => account.type === 'eoa')!.address
    // eip155's default kind is the smart account, on every devnet chain (the site's answer).
    expect(current).toBe(smart)
    expect(await clientAccount(page)).toMatchObject({
      preferredAccountType: 'smartAccount',
      smartAccountNetworks: ['eip155:31337', 'eip155:31338'],
    })

    await connectButton(page).click()
    const account = shownView(page, 'Account')
    await account.getByTestId('account-kind').filter({ hasText: 'Smart account' }).waitFor()
    await snap(page, 'embedded-30-smart-account')

    // To the EOA: the address and its balance follow; focus stays on the switch.
    await account.getByRole('button', { name: 'Use EOA' }).click()
    await account.getByTestId('account-kind').filter({ hasText: 'EOA' }).waitFor()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: owner }).waitFor()
    expect(await focusedLabel(page)).toBe('Use smart account')
    await expect
      .poll(async () => Number((await clientAccount(page)).balance))
      .toBeCloseTo(Number(formatEther(await chain.getBalance({ address: owner }))), 6)
    await snap(page, 'embedded-31-eoa')

    // Back to the smart account: made ready on the chain (deployed), then current again.
    await account.getByRole('button', { name: 'Use smart account' }).click()
    await account.getByTestId('account-kind').filter({ hasText: 'Smart account' }).waitFor()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: smart }).waitFor()
    expect(await focusedLabel(page)).toBe('Use EOA')
    expect(await chain.getCode({ address: smart })).toMatch(/^0x[0-9a-f]{2,}/)
    await page.keyboard.press('Escape')
    await modal(page).waitFor({ state: 'detached' })

    // A message signed as the smart account verifies on chain through ERC-1271.
    const site = new URL(embeddedWallet).origin
    const frame = page.frameLocator(`iframe[src^="${site}/sdk"]`)
    await page.getByRole('button', { name: 'Sign a message' }).click()
    await page
      .locator('sigil-modal .sigil-view[data-view="ApproveTransaction"]')
      .waitFor({ state: 'attached' })
    await frame.getByRole('button', { name: 'Approve' }).click()
    const signature = (await page.getByTestId('signature').textContent()) as Hex
    await modal(page).waitFor({ state: 'detached' })
    const message = 'Hello from the Sigil demo' // the demo's message
    expect(
      await chain.readContract({
        address: smart,
        abi: accountAbi,
        functionName: 'isValidSignature',
        args: [hashMessage(message), signature],
      }),
    ).toBe('0x1626ba7e')

    // A payment from the smart account: the owner calls execute(to, value, data); the value leaves the account.
    const recipient = demo.app.devnet.accounts[1]!.address as Hex
    const [recipientBefore, smartBefore] = await Promise.all([
      chain.getBalance({ address: recipient }),
      chain.getBalance({ address: smart }),
    ])
    await page.getByRole('button', { name: /^Send 0\.01 ETH to / }).click()
    const approval = page.locator('sigil-modal .sigil-view[data-view="ApproveTransaction"]')
    await approval.waitFor({ state: 'attached' })
    // A payment is previewed first; the secure frame asks once the person goes on.
    await approval.getByRole('button', { name: 'Continue in wallet' }).click()
    await frame.getByText(`To: ${recipient}`).waitFor()
    await frame.getByRole('button', { name: 'Approve' }).click()
    const hash = (await page.getByTestId('tx-hash').textContent()) as Hex
    const receipt = await chain.waitForTransactionReceipt({ hash })
    expect(receipt.status).toBe('success')
    expect(receipt.from.toLowerCase()).toBe(owner.toLowerCase())
    expect(receipt.to?.toLowerCase()).toBe(smart.toLowerCase())
    expect((await chain.getBalance({ address: recipient })) - recipientBefore).toBe(parseEther('0.01'))
    expect(smartBefore - (await chain.getBalance({ address: smart }))).toBe(parseEther('0.01'))
    expect(errors).toEqual([])
    await close()
  })
})
