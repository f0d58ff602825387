import { createTestClient, flushPromises, testBase, testMainnet, testSolana } from '@sigil/test'
import { describe, expect, it } from 'vitest'

async function connectedEvm() {
  const setup = createTestClient()
  await setup.client.ready()
  await setup.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
  return setup
}

describe('switchNetwork', () => {
  it('R-NET-02 the active network is ignored: no adapter call, no state change', async () => {
    const { client, evm } = await connectedEvm()
    const before = client.getState()
    await client.switchNetwork(testMainnet)
    await client.switchNetwork('eip155:1')
    expect(evm.callsOf('switchNetwork')).toHaveLength(0)
    expect(client.getState()).toBe(before)
  })

  it('R-NET-03 with a connected address the wallet switches, SwitchNetwork shows while pending', async () => {
    const { client, evm } = await connectedEvm()
    await client.open()
    evm.behaviour.switchNetwork = 'hang'
    const events: string[] = []
    client.onEvent((e) => e.type === 'SWITCH_NETWORK' && events.push(e.caipNetworkId))
    void client.switchNetwork(testBase)
    expect(client.getState().router.view).toBe('SwitchNetwork')
    expect(evm.callsOf('switchNetwork')[0]?.parameters).toEqual({
      connectorId: 'eip155-wallet',
      network: testBase,
    })
    expect(events).toEqual([])
    evm.behaviour.switchNetwork = 'succeed'
    const second = createTestClient()
    await second.client.ready()
    await second.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    await second.client.open()
    await second.client.switchNetwork(testBase)
    expect(second.client.getState().router.view).toBe('Account')
    expect(second.client.getState().chain.activeNetwork).toEqual(testBase)
    expect(second.client.getState().accounts.eip155.caipAddress).toBe(
      'eip155:8453:0x1111111111111111111111111111111111111111',
    )
  })

  it('R-NET-03 R-NET-04 a namespace with no connected address goes to SwitchActiveChain and flags the switch', async () => {
    const { client, solana } = await connectedEvm()
    await client.open()
    const flags: boolean[] = []
    client.subscribe(
      (s) => s.chain.isSwitchingNamespace,
      (flag) => flags.push(flag),
    )
    await client.switchNetwork(testSolana)
    expect(solana.callsOf('switchNetwork')).toHaveLength(0)
    expect(client.getState().router.view).toBe('SwitchActiveChain')
    expect(client.getState().chain.activeNamespace).toBe('solana')
    await client.connect({ connectorId: 'solana-wallet', namespace: 'solana' })
    expect(flags).toEqual([true, false])
  })

  it('R-NET-04 a chain-family change with a connected wallet flags the switch until it ends', async () => {
    const { client, solana } = await connectedEvm()
    await client.connect({ connectorId: 'solana-wallet', namespace: 'solana' })
    await client.switchNetwork(testMainnet)
    expect(client.getState().chain.activeNamespace).toBe('eip155')
    // solana's wallet is already on its network: no wallet call, no lingering flag
    await client.switchNetwork(testSolana)
    expect(solana.callsOf('switchNetwork')).toHaveLength(0)
    expect(client.getState().chain.isSwitchingNamespace).toBe(false)
    expect(client.getState().chain.activeNamespace).toBe('solana')
  })

  it('R-NET-01 between two connected namespaces the choice leaves Networks as a wallet switch does: back to Account, or closed when Networks was the first view', async () => {
    const { client, solana } = await connectedEvm()
    await client.connect({ connectorId: 'solana-wallet', namespace: 'solana' })
    await client.switchNetwork(testMainnet)
    await client.open()
    client.router.push('Networks')
    await client.switchNetwork(testSolana)
    expect(solana.callsOf('switchNetwork')).toHaveLength(0)
    expect(client.getState().router.view).toBe('Account')
    expect(client.getState().chain.activeNamespace).toBe('solana')

    client.close()
    await client.open({ view: 'Networks' })
    await client.switchNetwork(testMainnet)
    expect(client.getState().chain.activeNamespace).toBe('eip155')
    expect(client.getState().modal.open).toBe(false)
  })

  it('R-NET-04 the flag is set while the wallet works and cleared when it fails', async () => {
    const { client, evm } = await connectedEvm()
    await client.switchNetwork(testSolana)
    evm.behaviour.switchNetwork = 'hang'
    void client.switchNetwork(testBase)
    await flushPromises()
    expect(client.getState().chain.isSwitchingNamespace).toBe(true)
    const other = await connectedEvm()
    await other.client.switchNetwork(testSolana)
    other.evm.behaviour.switchNetwork = 'reject'
    await expect(other.client.switchNetwork(testBase)).rejects.toThrow()
    expect(other.client.getState().chain.isSwitchingNamespace).toBe(false)
  })

  it('R-NET-08 an unknown id throws and raises the alert SWITCH_NETWORK_NOT_FOUND', async () => {
    const { client } = await connectedEvm()
    const alerts: string[] = []
    client.onEvent((e) => e.type === 'ALERT' && alerts.push(e.alert.code))
    await expect(client.switchNetwork('eip155:424242')).rejects.toMatchObject({ code: 'NETWORK_NOT_FOUND' })
    expect(alerts).toEqual(['SWITCH_NETWORK_NOT_FOUND'])
    expect(client.getState().alerts[0]).toMatchObject({
      code: 'SWITCH_NETWORK_NOT_FOUND',
      title: 'Network Not Found',
    })
  })

  it('R-NET-05 a wallet that moves to an unconfigured chain opens UnsupportedChain; back on a known one clears it', async () => {
    const { client, evm } = await connectedEvm()
    evm.emit({ type: 'chainChanged', connectorId: 'eip155-wallet', chainId: 31337 })
    expect(client.getState().chain.unsupportedNetwork).toEqual({ namespace: 'eip155', chainId: 31337 })
    expect(client.getState().router.view).toBe('UnsupportedChain')
    evm.emit({ type: 'chainChanged', connectorId: 'eip155-wallet', chainId: 8453 })
    expect(client.getState().chain.unsupportedNetwork).toBeUndefined()
    expect(client.getState().chain.activeNetwork).toEqual(testBase)
  })
})
