import { describe, expect, it } from 'vitest'
import {
  accountPanel,
  clientReady,
  clientState,
  connectButton,
  connectedFromModal,
  modal,
  shownView,
  snap,
} from './support/journey.js'
import { useDemo } from './support/useDemo.js'

const EVERY_NAMESPACE_DISCONNECTED = {
  eip155: 'disconnected',
  solana: 'disconnected',
  bip122: 'disconnected',
}

describe('coming back after a reload, and disconnecting', () => {
  const demo = useDemo()

  it('R-STATE-19 R-EVM-12 R-STATE-01 R-STATE-25: a reload reconnects without a prompt; disconnect from Account shows Connect again and survives a reload', async () => {
    const { page, wallet, blockedRequests, close } = await demo.open()
    await connectedFromModal(page, wallet.address)
    expect(wallet.calls.filter((call) => call.method === 'eth_requestAccounts')).toHaveLength(1)

    // Reload: the stored connection is restored with eth_accounts; the wallet is never asked.
    let mark = wallet.calls.length
    await page.reload()
    await accountPanel(page).getByTestId('account-address').filter({ hasText: wallet.address }).waitFor()
    await clientReady(page)
    await snap(page, '30-reconnected-after-reload')
    let afterReload = wallet.calls.slice(mark).map((call) => call.method)
    expect(afterReload).toContain('eth_accounts')
    expect(afterReload).not.toContain('eth_requestAccounts')
    expect(await clientState(page)).toMatchObject({ modalOpen: false, status: { eip155: 'connected' } })
    expect(await connectButton(page).textContent()).toContain(`${wallet.address.slice(0, 6)}…`)

    // Disconnect from the modal's Account view.
    await connectButton(page).click()
    const account = shownView(page, 'Account')
    await account.getByRole('button', { name: 'Disconnect' }).click()
    await modal(page).waitFor({ state: 'detached' })
    await connectButton(page)
      .filter({ hasText: /^Connect$/ })
      .waitFor()
    await snap(page, '31-disconnected')
    expect(await clientState(page)).toMatchObject({ modalOpen: false, status: EVERY_NAMESPACE_DISCONNECTED })
    expect(await accountPanel(page).getByTestId('account-status').textContent()).toBe(
      'Not connected. Press Connect to choose a wallet.',
    )
    expect(await page.evaluate(() => localStorage.getItem('sigil-demo:connection:eip155'))).toBeNull()

    // Reload again: still disconnected, and the page does not even ask the wallet for its accounts.
    mark = wallet.calls.length
    await page.reload()
    await connectButton(page).waitFor()
    await clientReady(page)
    await snap(page, '32-still-disconnected-after-reload')
    afterReload = wallet.calls.slice(mark).map((call) => call.method)
    expect(afterReload).not.toContain('eth_accounts')
    expect(afterReload).not.toContain('eth_requestAccounts')
    expect(await connectButton(page).textContent()).toBe('Connect')
    expect(await clientState(page)).toMatchObject({ status: EVERY_NAMESPACE_DISCONNECTED })
    expect(await accountPanel(page).getByTestId('account-status').textContent()).toBe(
      'Not connected. Press Connect to choose a wallet.',
    )
    expect(blockedRequests).toEqual([])
    await close()
  })
})
