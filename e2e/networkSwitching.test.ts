import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import {
  accountPanel,
  connectButton,
  connectedFromModal,
  connectFromModal,
  modal,
  networkButton,
  shownView,
  snap,
} from './support/journey.js'
import type { TestWallet } from './support/testWallet.js'
import { useDemo } from './support/useDemo.js'

const hex = (chainId: number) => `0x${chainId.toString(16)}`

/** The chain ids the wallet was asked to switch to, from the wallet's own request log. */
const switchRequests = (wallet: TestWallet) =>
  wallet.calls
    .filter((call) => call.method === 'wallet_switchEthereumChain')
    .map((call) => (call.params as [{ chainId: string }])[0].chainId)

/** The network button → the Networks view → a network. */
async function chooseNetwork(page: Page, name: string): Promise<void> {
  await networkButton(page).click()
  await shownView(page, 'Networks')
    .getByRole('list', { name: 'Networks' })
    .getByRole('button', { name })
    .click()
}

describe('network switching on the demo never strands a person (issue 16)', () => {
  const demo = useDemo()

  it('R-NET-05 from an unsupported chain: the page says so and shows no balance; choosing the app default switches the wallet there', async () => {
    const [chainA] = demo.app.devnet.chains
    const { page, wallet, blockedRequests } = await demo.open({
      startOn: { chainId: 424242, rpcUrl: chainA!.rpcUrl, name: 'Somewhere else' },
    })
    await connectFromModal(page)
    await accountPanel(page).getByTestId('account-address').filter({ hasText: wallet.address }).waitFor()
    await shownView(page, 'UnsupportedChain').waitFor()
    await networkButton(page).filter({ hasText: 'Unsupported network' }).waitFor()
    await accountPanel(page)
      .getByTestId('account-network')
      .filter({ hasText: 'Unsupported network' })
      .waitFor()
    expect(await accountPanel(page).getByTestId('account-balance').textContent()).toBe('—')
    expect(await connectButton(page).textContent()).not.toContain('ETH')
    await snap(page, '20-unsupported-chain')

    // The app's default network is the active one in state; it is still a real switch.
    await shownView(page, 'UnsupportedChain').getByRole('button', { name: chainA!.name }).click()
    await modal(page).waitFor({ state: 'detached' })
    await networkButton(page).filter({ hasText: chainA!.name }).waitFor()
    await accountPanel(page).getByTestId('account-network').filter({ hasText: chainA!.name }).waitFor()
    await accountPanel(page).getByTestId('account-balance').filter({ hasText: 'ETH' }).waitFor()
    expect(switchRequests(wallet)).toEqual([hex(chainA!.chainId)])
    expect(wallet.currentChainId).toBe(chainA!.chainId)
    expect(blockedRequests).toEqual([])
  })

  it('R-ERR-25 a refused switch (4001) ends on SwitchNetwork in words; wallet and page stay on the first chain', async () => {
    const [chainA, chainB] = demo.app.devnet.chains
    const { page, wallet } = await demo.open()
    await connectedFromModal(page, wallet.address)
    wallet.rejectNext('wallet_switchEthereumChain')
    await chooseNetwork(page, chainB!.name)
    const failure = shownView(page, 'SwitchNetwork').getByRole('alert')
    await failure.filter({ hasText: `The switch to ${chainB!.name} was declined in your wallet` }).waitFor()
    await shownView(page, 'SwitchNetwork').getByText(`Your wallet is on ${chainA!.name}.`).waitFor()
    await snap(page, '21-switch-declined')
    expect(switchRequests(wallet)).toEqual([hex(chainB!.chainId)])
    expect(wallet.currentChainId).toBe(chainA!.chainId)
    expect(await networkButton(page).textContent()).toBe(chainA!.name)
    expect(await accountPanel(page).getByTestId('account-network').textContent()).toBe(chainA!.name)

    // Try again: this time the wallet agrees, and the modal leaves the switch views.
    await shownView(page, 'SwitchNetwork').getByRole('button', { name: 'Try again' }).click()
    await modal(page).waitFor({ state: 'detached' })
    await networkButton(page).filter({ hasText: chainB!.name }).waitFor()
    expect(wallet.currentChainId).toBe(chainB!.chainId)
  })

  it('a failing switch (-32603) says the wallet could not switch; the page stays on the chain the wallet is on', async () => {
    const [chainA, chainB] = demo.app.devnet.chains
    const { page, wallet } = await demo.open({ switching: 'fails' })
    await connectedFromModal(page, wallet.address)
    await chooseNetwork(page, chainB!.name)
    await shownView(page, 'SwitchNetwork')
      .getByRole('alert')
      .filter({ hasText: `Your wallet could not switch to ${chainB!.name}` })
      .waitFor()
    expect(switchRequests(wallet)).toEqual([hex(chainB!.chainId)])
    expect(wallet.currentChainId).toBe(chainA!.chainId)
    expect(await networkButton(page).textContent()).toBe(chainA!.name)
  })

  it('a wallet without wallet_switchEthereumChain: the modal says to switch in the wallet; switching there, the page follows', async () => {
    const [chainA, chainB] = demo.app.devnet.chains
    const { page, wallet } = await demo.open({ switching: 'absent' })
    await connectedFromModal(page, wallet.address)
    await chooseNetwork(page, chainB!.name)
    const view = shownView(page, 'SwitchNetwork')
    await view
      .getByRole('alert')
      .filter({ hasText: `Switch to ${chainB!.name} in the wallet itself` })
      .waitFor()
    expect(await view.getByRole('button', { name: 'Try again' }).count()).toBe(0)
    await snap(page, '22-no-switch-method')
    expect(wallet.currentChainId).toBe(chainA!.chainId)
    expect(await networkButton(page).textContent()).toBe(chainA!.name)

    await wallet.switchChain(chainB!.chainId)
    await networkButton(page).filter({ hasText: chainB!.name }).waitFor()
    await accountPanel(page).getByTestId('account-network').filter({ hasText: chainB!.name }).waitFor()
  })

  it('R-NET-07 a refused add-chain says Chain is not supported in the modal; the page stays on the first chain', async () => {
    const [chainA, chainB] = demo.app.devnet.chains
    const { page, wallet } = await demo.open({ knownChainIds: [chainA!.chainId] })
    await connectedFromModal(page, wallet.address)
    wallet.rejectNext('wallet_addEthereumChain')
    await chooseNetwork(page, chainB!.name)
    await shownView(page, 'SwitchNetwork')
      .getByRole('alert')
      .filter({ hasText: /^Chain is not supported: your wallet did not add/ })
      .waitFor()
    const methods = wallet.calls.map((call) => call.method)
    expect(methods).toContain('wallet_addEthereumChain')
    expect(wallet.knownChains.has(chainB!.chainId)).toBe(false)
    expect(wallet.currentChainId).toBe(chainA!.chainId)
    expect(await networkButton(page).textContent()).toBe(chainA!.name)
  })

  it('R-NET-03 disconnected, the network button opens Networks; a choice is state only, and the connection then starts there', async () => {
    const [chainA, chainB] = demo.app.devnet.chains
    const { page, wallet } = await demo.open()
    expect(await networkButton(page).textContent()).toBe(chainA!.name)
    await chooseNetwork(page, chainB!.name)
    await modal(page).waitFor({ state: 'detached' })
    await networkButton(page).filter({ hasText: chainB!.name }).waitFor()
    // State only: the wallet was asked nothing.
    expect(wallet.calls.map((call) => call.method)).not.toContain('wallet_switchEthereumChain')
    expect(wallet.currentChainId).toBe(chainA!.chainId)

    await connectedFromModal(page, wallet.address)
    await accountPanel(page).getByTestId('account-network').filter({ hasText: chainB!.name }).waitFor()
    expect(switchRequests(wallet)).toEqual([hex(chainB!.chainId)])
    expect(wallet.currentChainId).toBe(chainB!.chainId)
    expect(await networkButton(page).textContent()).toBe(chainB!.name)
  })
})
