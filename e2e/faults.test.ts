import { devnetAdmin } from '@sigil/test/devnet'
import type { Page } from 'playwright-core'
import { afterEach, describe, expect, it } from 'vitest'
import { expectedBalanceText } from './support/chainReads.js'
import {
  accountPanel,
  clientState,
  connectButton,
  connectedFromModal,
  modal,
  shownView,
  snap,
} from './support/journey.js'
import { useDemo } from './support/useDemo.js'

// Faults in the middle of a journey, through devnet's switches: each ends in the spec's
// message, a consistent state, and recovery without a reload.

function pageErrors(page: Page): string[] {
  const errors: string[] = []
  page.on('pageerror', (error) => errors.push(error.message))
  return errors
}

describe('faults in the middle of a journey', () => {
  const demo = useDemo()
  const admin = () => devnetAdmin(demo.app.devnet.urls.admin)
  afterEach(async () => {
    await admin().clearFaults()
    await admin().resetRpc()
  })

  it('R-SEC-11 the primary RPC endpoint down during connect: the next endpoint serves the balance (spec §7 fallback)', async () => {
    const [chain] = demo.app.devnet.chains
    const { page, wallet, blockedRequests, close } = await demo.open()
    const errors = pageErrors(page)
    await admin().setRpc({ chainId: chain!.chainId, endpoint: 'primary', mode: 'down' })
    await admin().clearRequests()
    await connectedFromModal(page, wallet.address)
    const balance = await expectedBalanceText(demo.app.devnet.urls.anvil[chain!.chainId]!, wallet.address)
    await accountPanel(page).getByTestId('account-balance').filter({ hasText: balance }).waitFor()
    const rpcPaths = (await admin().requests('rpc')).map((request) => request.path)
    expect(rpcPaths.some((path) => path.endsWith('/fallback'))).toBe(true)
    expect(await clientState(page)).toMatchObject({ status: { eip155: 'connected' } })
    expect(errors).toEqual([])
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-ERR-03 R-ERR-02 the blockchain service failing during account load: the account shows, each failed list says so, and Try again loads it', async () => {
    const { page, wallet, blockedRequests, close } = await demo.open()
    const errors = pageErrors(page)
    await connectedFromModal(page, wallet.address)
    await admin().setFault('history', 500)
    await admin().setFault('balance', 500)
    await connectButton(page).click()
    const account = shownView(page, 'Account')
    await account.waitFor()
    // The account itself is there: address and the chain's own balance.
    expect(await accountPanel(page).getByTestId('account-address').textContent()).toBe(wallet.address)
    await page.locator('sigil-modal').getByText('Token Balance Unavailable').first().waitFor()
    await modal(page).getByRole('tab', { name: 'Activity' }).click()
    const failed = account.getByRole('alert').filter({ hasText: 'Failed to fetch transactions' })
    await failed.waitFor()
    await snap(page, 'fault-01-activity-failed')
    await admin().clearFaults()
    await failed.getByRole('button', { name: 'Try again' }).click()
    await account.getByTestId('activity-row').first().waitFor()
    expect(await clientState(page)).toMatchObject({ status: { eip155: 'connected' }, view: 'Account' })
    expect(errors).toEqual([])
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-SEC-11 the registry hanging during an AllWallets search: the search says it failed, and Try again finds the wallet once the registry answers', async () => {
    const { page, blockedRequests, close } = await demo.open()
    const errors = pageErrors(page)
    await connectButton(page).click()
    await modal(page)
      .getByRole('button', { name: /All wallets/ })
      .click()
    const view = shownView(page, 'AllWallets')
    await view.getByRole('button', { name: 'Aurora Vault', exact: true }).waitFor()
    await admin().setFault('getWallets', 'hang')
    await view.getByRole('searchbox').fill('Cobalt')
    const failed = view.getByRole('alert')
    // The registry client gives up after its 10 s timeout.
    await failed.waitFor({ timeout: 20_000 })
    expect(await failed.textContent()).toContain('Something went wrong: the wallet list could not be loaded.')
    // No tile of the failed query is shown or asked for.
    expect(await view.locator('.sigil-wallet-tile, .sigil-wallet-grid').count()).toBe(0)
    await snap(page, 'fault-02-search-hung')
    await admin().clearFaults()
    await failed.getByRole('button', { name: 'Try again' }).click()
    await view.getByRole('button', { name: 'Cobalt Vault', exact: true }).waitFor()
    expect(await view.getByRole('alert').count()).toBe(0)
    expect(errors).toEqual([])
    expect(blockedRequests).toEqual([])
    await close()
  }, 60_000)
})
