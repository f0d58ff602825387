import { createTestClient, flushPromises, testBase, testMainnet } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { CHAIN_NOT_SUPPORTED, createError } from '../../errors/index.js'

async function connectedEvm(chainId: number = 1) {
  const setup = createTestClient()
  setup.evm.behaviour.chainId = chainId
  await setup.client.ready()
  await setup.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
  await flushPromises()
  return setup
}

/** A wallet error as EIP-1193 providers raise it. */
const walletError = (code: number, message: string) => Object.assign(new Error(message), { code })

describe('network switching through the adapter contract (injected now, any adapter later)', () => {
  it('R-NET-05 on an unsupported chain no balance is shown and none is read; the network is recorded', async () => {
    const { client, evm } = await connectedEvm()
    expect(client.getState().accounts.eip155.balance).toBe('1.5')
    const reads = evm.callsOf('getBalance').length
    evm.behaviour.chainId = 777
    evm.emit({ type: 'chainChanged', connectorId: 'eip155-wallet', chainId: 777 })
    await flushPromises()
    const state = client.getState()
    expect(state.chain.unsupportedNetwork).toEqual({ namespace: 'eip155', chainId: 777 })
    expect(state.accounts.eip155.balance).toBeUndefined()
    expect(state.accounts.eip155.balanceSymbol).toBeUndefined()
    expect(evm.callsOf('getBalance')).toHaveLength(reads)
    expect(state.router.view).toBe('UnsupportedChain')
  })

  it('R-NET-05 from an unsupported chain, choosing the app default (the active network) asks the wallet and lands there; the modal closes', async () => {
    const { client, evm } = await connectedEvm(777)
    expect(client.getState().chain.unsupportedNetwork).toEqual({ namespace: 'eip155', chainId: 777 })
    expect(client.getState().chain.activeNetwork).toEqual(testMainnet)
    expect(client.getState().router.view).toBe('UnsupportedChain')
    await client.switchNetwork(testMainnet)
    expect(evm.callsOf('switchNetwork')).toHaveLength(1)
    const state = client.getState()
    expect(state.chain.unsupportedNetwork).toBeUndefined()
    expect(state.chain.activeNetwork).toEqual(testMainnet)
    expect(state.accounts.eip155.caipAddress).toBe('eip155:1:0x1111111111111111111111111111111111111111')
    expect(state.modal.open).toBe(false)
    await flushPromises()
    expect(client.getState().accounts.eip155.balance).toBe('1.5')
  })

  it('R-NET-01 from Account → Networks, a switch goes back to Account on the new network', async () => {
    const { client } = await connectedEvm()
    await client.open()
    client.router.push('Networks')
    await client.switchNetwork(testBase)
    expect(client.getState().router.view).toBe('Account')
    expect(client.getState().chain.activeNetwork).toEqual(testBase)
  })

  it('R-ERR-25 a refused switch (4001) stays on SwitchNetwork with words, the page on the network the wallet is on, the typed error thrown', async () => {
    const { client, evm } = await connectedEvm()
    await client.open({ view: 'Networks' })
    evm.behaviour.switchNetwork = 'reject'
    await expect(client.switchNetwork(testBase)).rejects.toMatchObject({ code: 'USER_REJECTED_REQUEST' })
    const state = client.getState()
    expect(state.router.view).toBe('SwitchNetwork')
    expect(state.chain.switchFailure).toEqual({
      caipNetworkId: testBase.caipNetworkId,
      reason: 'rejected',
      message: 'The switch to Base was declined in your wallet. Choose it again to retry.',
    })
    expect(state.chain.activeNetwork).toEqual(testMainnet)
    expect(state.modal.open).toBe(true)
  })

  it('a wallet without wallet_switchEthereumChain (-32601) says to switch in the wallet itself', async () => {
    const { client, evm } = await connectedEvm()
    evm.switchNetwork = () => Promise.reject(walletError(-32601, 'Method not found'))
    await expect(client.switchNetwork(testBase)).rejects.toMatchObject({ code: 'WALLET_RPC_ERROR' })
    expect(client.getState().chain.switchFailure?.reason).toBe('unsupported-method')
    expect(client.getState().chain.switchFailure?.message).toContain('Switch to Base in the wallet itself')
    expect(client.getState().chain.activeNetwork).toEqual(testMainnet)
  })

  it("R-NET-07 R-ERR-15 a refused add-chain ('Chain is not supported') and any other failure each get their words", async () => {
    const { client, evm } = await connectedEvm()
    evm.switchNetwork = () => Promise.reject(createError(CHAIN_NOT_SUPPORTED))
    await expect(client.switchNetwork(testBase)).rejects.toMatchObject({ code: 'CHAIN_NOT_SUPPORTED' })
    expect(client.getState().chain.switchFailure?.reason).toBe('chain-not-added')
    expect(client.getState().chain.switchFailure?.message).toMatch(/^Chain is not supported/)
    evm.switchNetwork = () => Promise.reject(walletError(-32603, 'Internal error'))
    await expect(client.switchNetwork(testBase)).rejects.toThrow()
    expect(client.getState().chain.switchFailure?.reason).toBe('failed')
    expect(client.getState().chain.activeNetwork).toEqual(testMainnet)
  })

  it('after a failed switch the page resyncs to the chain the wallet really reports', async () => {
    const { client, evm } = await connectedEvm()
    evm.switchNetwork = () => {
      // The wallet moved, then failed and never said so.
      evm.behaviour.chainId = 8453
      return Promise.reject(walletError(-32603, 'Internal error'))
    }
    await expect(client.switchNetwork(testBase)).rejects.toThrow()
    expect(evm.callsOf('getChainId')).toHaveLength(1)
    expect(client.getState().chain.activeNetwork).toEqual(testBase)
  })

  it('a successful switch clears the last failure', async () => {
    const { client, evm } = await connectedEvm()
    evm.behaviour.switchNetwork = 'reject'
    await expect(client.switchNetwork(testBase)).rejects.toThrow()
    evm.behaviour.switchNetwork = 'succeed'
    await client.switchNetwork(testBase)
    expect(client.getState().chain.switchFailure).toBeUndefined()
  })

  it('R-NET-03 disconnected, a choice is state only; the connection then starts there (the wallet is asked once)', async () => {
    const { client, evm } = createTestClient()
    await client.ready()
    await client.switchNetwork(testBase)
    expect(evm.callsOf('switchNetwork')).toHaveLength(0)
    expect(client.getState().chain.activeNetwork).toEqual(testBase)
    expect(client.getState().chain.chosenNetworkId).toBe(testBase.caipNetworkId)
    // The wallet connects on chain 1; the client asks it to move to the chosen network.
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    await flushPromises()
    expect(evm.callsOf('switchNetwork').map((call) => call.parameters)).toEqual([
      { connectorId: 'eip155-wallet', network: testBase },
    ])
    expect(client.getState().chain.activeNetwork).toEqual(testBase)
    expect(client.getState().chain.chosenNetworkId).toBeUndefined()
  })

  it('disconnected choice refused after connect: connected on the wallet network, the failure in words, nothing thrown', async () => {
    const { client, evm } = createTestClient()
    await client.ready()
    await client.switchNetwork(testBase)
    evm.behaviour.switchNetwork = 'reject'
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    await flushPromises()
    expect(client.getState().connection.status.eip155).toBe('connected')
    expect(client.getState().chain.activeNetwork).toEqual(testMainnet)
    expect(client.getState().chain.switchFailure?.reason).toBe('rejected')
  })
})
