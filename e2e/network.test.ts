import { describe, expect, it } from 'vitest'
import { expectedBalanceText } from './support/chainReads.js'
import {
  accountPanel,
  connectButton,
  connectedFromModal,
  modal,
  type openDemo,
  shownView,
  snap,
  truncatedAddress,
} from './support/journey.js'
import { useDemo } from './support/useDemo.js'

describe('networks and wallet-side changes on the demo page', () => {
  const demo = useDemo()

  /** Account view → the network pill → a network of the list. */
  async function switchFromModal(
    page: Awaited<ReturnType<typeof openDemo>>['page'],
    from: string,
    to: string,
  ) {
    await connectButton(page).click()
    await modal(page).getByRole('button', { name: from }).click()
    await modal(page).getByRole('list', { name: 'Networks' }).getByRole('button', { name: to }).click()
  }

  it('R-NET-01: switching to the second devnet chain from the modal switches the wallet, and the page shows that chain and its balance', async () => {
    const { page, wallet, blockedRequests, close } = await demo.open()
    const [chainA, chainB] = demo.app.devnet.chains
    await connectedFromModal(page, wallet.address)
    await accountPanel(page).getByTestId('account-network').filter({ hasText: chainA!.name }).waitFor()

    await switchFromModal(page, chainA!.name, chainB!.name)
    await accountPanel(page).getByTestId('account-network').filter({ hasText: chainB!.name }).waitFor()
    const balance = await expectedBalanceText(chainB!.rpcUrl, wallet.address)
    await accountPanel(page).getByTestId('account-balance').filter({ hasText: balance }).waitFor()
    // The modal goes back to Account, now on the second chain, and shows it (not a blank view).
    await shownView(page, 'Account').getByRole('button', { name: chainB!.name }).waitFor()
    await shownView(page, 'Account').getByText(balance, { exact: true }).first().waitFor()
    await snap(page, '10-switched-to-chain-b')
    expect(wallet.currentChainId).toBe(chainB!.chainId)
    expect(
      wallet.calls.some(
        (call) =>
          call.method === 'wallet_switchEthereumChain' &&
          JSON.stringify(call.params).includes(`0x${chainB!.chainId.toString(16)}`),
      ),
    ).toBe(true)
    const networkPanel = page.locator('[data-panel="network"]')
    expect(await networkPanel.getByRole('button', { name: /Devnet B/ }).getAttribute('aria-pressed')).toBe(
      'true',
    )
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('R-NET-07: switching to a chain the wallet lacks goes through wallet_addEthereumChain, then the page is on it', async () => {
    const [chainA, chainB] = demo.app.devnet.chains
    const { page, wallet, blockedRequests, close } = await demo.open({
      knownChainIds: [chainA!.chainId],
    })
    await connectedFromModal(page, wallet.address)
    await accountPanel(page).getByTestId('account-network').filter({ hasText: chainA!.name }).waitFor()

    await switchFromModal(page, chainA!.name, chainB!.name)
    await accountPanel(page).getByTestId('account-network').filter({ hasText: chainB!.name }).waitFor()
    await shownView(page, 'Account').getByRole('button', { name: chainB!.name }).waitFor()
    await snap(page, '11-added-chain-b')
    const methods = wallet.calls.map((call) => call.method)
    const added = methods.indexOf('wallet_addEthereumChain')
    expect(added).toBeGreaterThan(methods.indexOf('wallet_switchEthereumChain'))
    const addCall = wallet.calls[added]!
    expect(JSON.stringify(addCall.params)).toContain(chainB!.rpcUrl)
    expect(wallet.knownChains.has(chainB!.chainId)).toBe(true)
    expect(wallet.currentChainId).toBe(chainB!.chainId)
    expect(blockedRequests).toEqual([])
    await close()
  })

  it("R-ERR-15 R-NET-07: a wallet that will not add the chain gives 'Chain is not supported', and the page stays where it was", async () => {
    const [chainA, chainB] = demo.app.devnet.chains
    const { page, wallet, blockedRequests, close } = await demo.open({
      knownChainIds: [chainA!.chainId],
    })
    await connectedFromModal(page, wallet.address)
    wallet.rejectNext('wallet_addEthereumChain')

    const networkPanel = page.locator('[data-panel="network"]')
    await networkPanel.getByRole('button', { name: new RegExp(chainB!.name) }).click()
    await networkPanel.getByRole('alert').filter({ hasText: 'Chain is not supported' }).waitFor()
    await snap(page, '13-chain-not-supported')
    const methods = wallet.calls.map((call) => call.method)
    expect(methods.filter((method) => method === 'wallet_addEthereumChain')).toHaveLength(1)
    expect(methods.lastIndexOf('wallet_switchEthereumChain')).toBeLessThan(
      methods.indexOf('wallet_addEthereumChain'),
    )
    expect(wallet.currentChainId).toBe(chainA!.chainId)
    expect(await accountPanel(page).getByTestId('account-network').textContent()).toBe(chainA!.name)
    expect(
      await networkPanel.getByRole('button', { name: new RegExp(chainA!.name) }).getAttribute('aria-pressed'),
    ).toBe('true')
    expect(blockedRequests).toEqual([])
    await close()
  })

  it('journey 7: the wallet changes account and chain from its side, and the modal and the page follow', async () => {
    const { page, wallet, blockedRequests, close } = await demo.open()
    const [chainA, chainB] = demo.app.devnet.chains
    await connectedFromModal(page, wallet.address)
    const first = wallet.address

    await wallet.switchAccount(2)
    expect(wallet.address).not.toBe(first)
    await accountPanel(page).getByTestId('account-address').filter({ hasText: wallet.address }).waitFor()
    const balanceA = await expectedBalanceText(chainA!.rpcUrl, wallet.address)
    await accountPanel(page).getByTestId('account-balance').filter({ hasText: balanceA }).waitFor()

    await wallet.switchChain(chainB!.chainId)
    await accountPanel(page).getByTestId('account-network').filter({ hasText: chainB!.name }).waitFor()
    const balanceB = await expectedBalanceText(chainB!.rpcUrl, wallet.address)
    await accountPanel(page).getByTestId('account-balance').filter({ hasText: balanceB }).waitFor()
    expect(await connectButton(page).textContent()).toBe(`${truncatedAddress(wallet.address)} · ${balanceB}`)

    await connectButton(page).click()
    await modal(page).getByText(truncatedAddress(wallet.address), { exact: true }).waitFor()
    await modal(page).getByRole('button', { name: chainB!.name }).waitFor()
    await snap(page, '12-wallet-side-changes')
    expect(blockedRequests).toEqual([])
    await close()
  })
})
