import { type Hex, hexToString, verifyMessage } from 'viem'
import { describe, expect, it } from 'vitest'
import {
  accountPanel,
  clientReady,
  clientState,
  connectButton,
  connectFromModal,
  modal,
  shownView,
  snap,
  truncatedAddress,
} from './support/journey.js'
import { useDemo } from './support/useDemo.js'

type Page = Awaited<ReturnType<ReturnType<typeof useDemo>['open']>>['page']

const panel = (page: Page) => page.locator('[data-panel="signin"]')
const status = (page: Page) => panel(page).getByTestId('signin-status')
const signView = (page: Page) => shownView(page, 'SIWXSignMessage')
const signs = (calls: { method: string; params?: unknown }[]) =>
  calls.filter((c) => c.method === 'personal_sign')

/** Uncaught errors and unhandled rejections in the page, from now on. */
function pageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

async function signedIn(page: Page, address: string) {
  await status(page)
    .filter({ hasText: `Signed in as ${truncatedAddress(address)}` })
    .waitFor()
}

describe('sign in with the wallet on the demo', () => {
  const demo = useDemo()

  it('R-SIWX-01 R-SIWX-04 R-SIWX-06 R-SIWX-05: connect opens the sign view, signing closes it and the page says Signed in as …; a reload keeps the session without a new signature', async () => {
    const { page, wallet, blockedRequests, close } = await demo.open({}, { path: '?signin=browser' })
    const errors = pageErrors(page)
    await connectFromModal(page)
    await signView(page).getByText('Sigil demo wants you to sign in').waitFor()
    await snap(page, '60-siwx-sign-view')
    await signView(page).getByRole('button', { name: 'Sign' }).click()
    await modal(page).waitFor({ state: 'detached' })
    await signedIn(page, wallet.address)
    await snap(page, '61-siwx-signed-in')

    // The wallet signed EIP-4361 text for this page, and the signature is the wallet's.
    const [sign] = signs(wallet.calls)
    const [messageHex, signer] = (sign?.params ?? []) as [Hex, string]
    const message = hexToString(messageHex)
    expect(signer).toBe(wallet.address)
    expect(message).toMatch(
      new RegExp(
        `^${new URL(demo.app.url).host} wants you to sign in with your Ethereum account:\\n${wallet.address}\\n`,
      ),
    )
    expect(message).toContain('Chain ID: 31337')
    const stored = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('sigil:siwx:sessions'))) ?? '[]',
    )
    expect(stored).toHaveLength(1)
    expect(stored[0].message).toBe(message)
    expect(await verifyMessage({ address: wallet.address, message, signature: stored[0].signature })).toBe(
      true,
    )

    const before = signs(wallet.calls).length
    await page.reload()
    await signedIn(page, wallet.address)
    await clientReady(page)
    expect(signs(wallet.calls)).toHaveLength(before)
    expect(await clientState(page)).toMatchObject({ modalOpen: false, status: { eip155: 'connected' } })
    expect(blockedRequests).toEqual([])
    expect(errors).toEqual([])
    await close()
  })

  it('R-SIWX-07 R-ERR-05: a rejected signature shows Error signing message, and Try again signs in', async () => {
    const { page, wallet, close } = await demo.open(
      {},
      { path: '?signin=browser', viewport: { width: 390, height: 844 } },
    )
    const errors = pageErrors(page)
    wallet.rejectNext('personal_sign')
    await connectFromModal(page)
    await signView(page).getByRole('button', { name: 'Sign' }).click()
    await signView(page).getByRole('alert').filter({ hasText: 'Error signing message' }).waitFor()
    await snap(page, '62-siwx-sign-failed-mobile')
    expect(await status(page).textContent()).toBe('Connected, not signed in.')
    await signView(page).getByRole('button', { name: 'Try again' }).click()
    await modal(page).waitFor({ state: 'detached' })
    await signedIn(page, wallet.address)
    expect(errors).toEqual([])
    await close()
  })

  it('R-SIWX-09 R-STATE-28: in the required mode the sign view cannot be closed, and Cancel disconnects', async () => {
    const { page, wallet, close } = await demo.open({}, { path: '?signin=browser' })
    await panel(page).getByRole('switch', { name: 'Require sign-in after connect' }).check()
    await connectFromModal(page)
    await signView(page).waitFor()
    expect(await modal(page).getByRole('button', { name: 'Close' }).isDisabled()).toBe(true)
    await page.keyboard.press('Escape')
    await snap(page, '63-siwx-required')
    expect(await clientState(page)).toMatchObject({ modalOpen: true, view: 'SIWXSignMessage' })
    await signView(page).getByRole('button', { name: 'Cancel' }).click()
    await modal(page).waitFor({ state: 'detached' })
    await connectButton(page)
      .filter({ hasText: /^Connect$/ })
      .waitFor()
    expect(await clientState(page)).toMatchObject({ status: { eip155: 'disconnected' } })
    expect(signs(wallet.calls)).toEqual([])
    await close()
  })

  it('R-SIWX-09 R-SIWX-07 R-ERR-05: a required sign-in the wallet declines says so; Cancel says it disconnects, and the page then says it did', async () => {
    const { page, wallet, close } = await demo.open({}, { path: '?signin=browser' })
    await panel(page).getByRole('switch', { name: 'Require sign-in after connect' }).check()
    wallet.rejectNext('personal_sign')
    await connectFromModal(page)
    await signView(page).getByRole('button', { name: 'Sign', exact: true }).click()
    const alert = signView(page).getByRole('alert')
    await alert.filter({ hasText: 'Your wallet declined to sign in.' }).waitFor()
    expect(await alert.textContent()).toContain('Error signing message')
    const cancel = signView(page).getByRole('button', { name: 'Cancel and disconnect', exact: true })
    await cancel.waitFor()
    await snap(page, '66-siwx-required-declined')
    await cancel.click()
    await modal(page).waitFor({ state: 'detached' })
    // Not as if nothing happened: the page says the wallet was disconnected, and why.
    await page
      .locator('sigil-modal')
      .getByText('Sign-in cancelled: the wallet was disconnected.', { exact: true })
      .waitFor()
    await connectButton(page)
      .filter({ hasText: /^Connect$/ })
      .waitFor()
    await snap(page, '67-siwx-cancelled-disconnected')
    expect(await clientState(page)).toMatchObject({ status: { eip155: 'disconnected' } })
    await close()
  })

  it('R-SIWX-08: in the required mode a switch to a network without a session asks again, and Cancel switches back to the signed one', async () => {
    const { page, wallet, close } = await demo.open({ accountIndex: 2 }, { path: '?signin=browser' })
    const errors = pageErrors(page)
    await panel(page).getByRole('switch', { name: 'Require sign-in after connect' }).check()
    await connectFromModal(page)
    await signView(page).getByRole('button', { name: 'Sign' }).click()
    await modal(page).waitFor({ state: 'detached' })
    await signedIn(page, wallet.address)
    await page
      .locator('[data-panel="network"]')
      .getByRole('button', { name: /Devnet B/ })
      .click()
    await signView(page).waitFor()
    expect(wallet.currentChainId).toBe(31338)
    await snap(page, '65-siwx-asked-again-on-switch')
    await signView(page).getByRole('button', { name: 'Cancel' }).click()
    await modal(page).waitFor({ state: 'detached' })
    await status(page).filter({ hasText: 'eip155:31337' }).waitFor()
    expect(wallet.currentChainId).toBe(31337)
    expect(await clientState(page)).toMatchObject({ modalOpen: false, status: { eip155: 'connected' } })
    expect(signs(wallet.calls)).toHaveLength(1)
    expect(errors).toEqual([])
    await close()
  })

  it('R-SIWX-01: a session held by devnet’s blockchain service survives a reload and is revoked by Sign out', async () => {
    const { page, wallet, close } = await demo.open({ accountIndex: 1 }, { path: '?signin=service' })
    await connectFromModal(page)
    await signView(page).getByRole('button', { name: 'Sign' }).click()
    await modal(page).waitFor({ state: 'detached' })
    await signedIn(page, wallet.address)
    const ids = JSON.parse(
      (await page.evaluate(() => localStorage.getItem('sigil-demo:siwx:service'))) ?? '[]',
    )
    expect(ids).toHaveLength(1)
    const sessionUrl = `${demo.app.devnet.urls.blockchain}/v1/sessions/${ids[0].id}?projectId=${demo.app.devnet.projectId}`
    const held = (await (await fetch(sessionUrl)).json()) as Record<string, unknown>
    expect(held).toMatchObject({ address: wallet.address, chainId: 'eip155:31337', revoked: false })
    // The nonce in the signed text is the one the service issued (24 hex characters).
    expect(String(held.message)).toMatch(/\nNonce: [0-9a-f]{24}\n/)

    const before = signs(wallet.calls).length
    await page.reload()
    await signedIn(page, wallet.address)
    await clientReady(page)
    expect(signs(wallet.calls)).toHaveLength(before)

    await panel(page).getByRole('button', { name: 'Sign out' }).click()
    await status(page).filter({ hasText: 'Connected, not signed in.' }).waitFor()
    await snap(page, '64-siwx-signed-out')
    // The service wanted the account's signature of the session's pci to revoke it.
    const [revocation] = (signs(wallet.calls).at(-1)?.params ?? []) as [Hex, string]
    expect(hexToString(revocation)).toBe(held.pci)
    expect(await (await fetch(sessionUrl)).json()).toMatchObject({ revoked: true })
    expect(await accountPanel(page).getByTestId('account-address').textContent()).toContain(wallet.address)
    await close()
  })
})
