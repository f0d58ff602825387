import { createTestClient, flushPromises } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import type { SigilEvent } from '../types.js'

const evmWallet = { connectorId: 'eip155-wallet', namespace: 'eip155' } as const

describe('connect', () => {
  it('R-STATE-17 connects one namespace: disconnected → connecting → connected, events in order', async () => {
    const { client, evm } = createTestClient()
    await client.ready()
    const statuses: string[] = []
    const events: SigilEvent['type'][] = []
    client.subscribe(
      (s) => s.connection.status.eip155,
      (status) => statuses.push(status),
    )
    client.onEvent((event) => events.push(event.type))
    await client.connect(evmWallet)
    expect(statuses).toEqual(['connecting', 'connected'])
    expect(events).toEqual(['CONNECT_STARTED', 'CONNECT_SUCCESS'])
    expect(evm.callsOf('connect')).toHaveLength(1)
    expect(client.getState().connection.status.solana).toBe('disconnected')
  })

  it('R-STATE-15 R-CORE-03 R-STATE-16 the connection and every account field are filled', async () => {
    const { client } = createTestClient()
    await client.ready()
    const solanaBefore = client.getState().accounts.solana
    await client.connect(evmWallet)
    await flushPromises()
    const state = client.getState()
    const address = '0x1111111111111111111111111111111111111111'
    expect(state.connection.connections.eip155).toEqual([
      {
        connectorId: 'eip155-wallet',
        accounts: [{ address, type: 'eoa' }],
        caipNetwork: state.chain.activeNetwork,
      },
    ])
    expect(state.accounts.eip155).toMatchObject({
      address,
      caipAddress: `eip155:1:${address}`,
      status: 'connected',
      balance: '1.5',
      balanceSymbol: 'ETH',
      preferredAccountType: 'smartAccount',
      allAccounts: [{ namespace: 'eip155', address, type: 'eoa' }],
      connectedWalletInfo: { name: 'Test Wallet', rdns: 'test.wallet', type: 'ANNOUNCED' },
    })
    // changing one namespace leaves the others untouched, by identity
    expect(state.accounts.solana).toBe(solanaBefore)
  })

  it('R-ERR-12 a wallet rejection (4001) gives CONNECTION_REJECTED, lastError and CONNECT_ERROR', async () => {
    const { client, evm } = createTestClient()
    await client.ready()
    evm.behaviour.connect = 'reject'
    const events: SigilEvent[] = []
    client.onEvent((event) => events.push(event))
    await expect(client.connect(evmWallet)).rejects.toMatchObject({
      code: 'CONNECTION_REJECTED',
      shortMessage: 'Connection rejected',
    })
    expect(client.getState().connection.lastError?.code).toBe('CONNECTION_REJECTED')
    expect(client.getState().connection.status.eip155).toBe('disconnected')
    expect(events.map((e) => e.type)).toEqual(['CONNECT_STARTED', 'CONNECT_ERROR'])
  })

  it('R-ERR-12 any other failure gives FAILED_TO_CONNECT', async () => {
    const { client, evm, clock } = createTestClient()
    await client.ready()
    evm.behaviour.connect = 'fail'
    await expect(client.connect(evmWallet)).rejects.toMatchObject({ code: 'FAILED_TO_CONNECT' })
    clock.advance(1_000)
    evm.behaviour.connect = 'succeed'
    await client.connect(evmWallet)
    expect(client.getState().connection.lastError).toBeUndefined()
  })

  it('a hanging wallet leaves the namespace connecting', async () => {
    const { client, evm } = createTestClient()
    await client.ready()
    evm.behaviour.connect = 'hang'
    void client.connect(evmWallet)
    await flushPromises()
    expect(client.getState().connection.status.eip155).toBe('connecting')
  })

  it("R-ERR-12 closing the modal on a wallet that never answers ends the connect with 'Modal closed'", async () => {
    const { client, evm } = createTestClient()
    await client.ready()
    evm.behaviour.connect = 'hang'
    client.open()
    const attempt = client.connect(evmWallet)
    await flushPromises()
    expect(client.getState().connection.status.eip155).toBe('connecting')
    client.close()
    await expect(attempt).rejects.toMatchObject({ code: 'MODAL_CLOSED', message: 'Modal closed' })
    expect(client.getState().connection.status.eip155).toBe('disconnected')
    expect(client.getState().connection.lastError?.code).toBe('MODAL_CLOSED')
    // The person can try again at once: the wallet is asked again.
    evm.behaviour.connect = 'succeed'
    client.open()
    await client.connect(evmWallet)
    expect(client.getState().connection.status.eip155).toBe('connected')
    expect(evm.callsOf('connect')).toHaveLength(2)
  })

  it('R-PERF-07 a second click within 1 s joins the first attempt; after 1 s it runs again', async () => {
    const { client, evm, clock } = createTestClient()
    await client.ready()
    evm.behaviour.connect = 'reject'
    const first = client.connect(evmWallet)
    const second = client.connect(evmWallet)
    expect(second).toBe(first)
    await expect(first).rejects.toThrow()
    expect(evm.callsOf('connect')).toHaveLength(1)
    clock.advance(1_000)
    await expect(client.connect(evmWallet)).rejects.toThrow()
    expect(evm.callsOf('connect')).toHaveLength(2)
  })

  it('R-STATE-22 R-STATE-23 an active connection is reconnected, a disconnected one logs in', async () => {
    const { client, evm, clock } = createTestClient()
    await client.ready()
    expect(client.classifyConnection('eip155', 'eip155-wallet')).toBe('disconnected')
    await client.connect(evmWallet)
    expect(client.classifyConnection('eip155', 'eip155-wallet')).toBe('connected')
    // make it known but not current: another connector takes over
    evm.behaviour.accounts = [
      { namespace: 'eip155', address: '0x2222222222222222222222222222222222222222', type: 'eoa' },
    ]
    await client.connect({ connectorId: 'other', namespace: 'eip155' })
    expect(client.classifyConnection('eip155', 'eip155-wallet')).toBe('active')
    expect(client.classifyConnection('eip155', 'other')).toBe('connected')
    clock.advance(1_000)
    await client.connect(evmWallet)
    expect(evm.callsOf('reconnect')).toHaveLength(1)
    expect(evm.callsOf('connect')).toHaveLength(2)
    // the connected one is left alone
    clock.advance(1_000)
    await client.connect(evmWallet)
    expect(evm.calls.filter((c) => c.method === 'connect' || c.method === 'reconnect')).toHaveLength(3)
  })

  it('R-UI-13 R-UI-21 connecting stores the recent wallet as {id, rdns}, most recent first', async () => {
    const { client, storage, evm, solana } = createTestClient()
    await client.ready()
    await client.connect(evmWallet)
    await client.connect({ connectorId: 'solana-wallet', namespace: 'solana' })
    evm.behaviour.accounts = [
      { namespace: 'eip155', address: '0x3333333333333333333333333333333333333333', type: 'eoa' },
    ]
    await client.connect({ connectorId: 'third', namespace: 'eip155' })
    expect(solana.callsOf('connect')).toHaveLength(1)
    expect(client.getState().connectors.recent).toEqual([
      { id: 'third' },
      { id: 'solana-wallet', rdns: 'test.wallet' },
    ])
    expect(JSON.parse(storage.getItem('sigil:recent')!).value).toEqual(client.getState().connectors.recent)
  })

  it('R-NET-05 a wallet on an unconfigured network is recorded and UnsupportedChain opens', async () => {
    const { client, evm } = createTestClient()
    await client.ready()
    evm.behaviour.chainId = 999
    await client.connect(evmWallet)
    expect(client.getState().chain.unsupportedNetwork).toEqual({ namespace: 'eip155', chainId: 999 })
    expect(client.getState().modal.open).toBe(true)
    expect(client.getState().router.view).toBe('UnsupportedChain')
    expect(client.getState().accounts.eip155.caipAddress).toBe(
      'eip155:999:0x1111111111111111111111111111111111111111',
    )
  })

  it('R-NET-06 with unsupported chains allowed it is recorded without opening', async () => {
    const { client, evm } = createTestClient({ allowUnsupportedChain: true })
    await client.ready()
    evm.behaviour.chainId = 999
    await client.connect(evmWallet)
    expect(client.getState().chain.unsupportedNetwork).toEqual({ namespace: 'eip155', chainId: 999 })
    expect(client.getState().modal.open).toBe(false)
  })

  it('R-NET-05 with switching disabled UnsupportedChain does not open either', async () => {
    const { client, evm } = createTestClient({ enableNetworkSwitch: false })
    await client.ready()
    evm.behaviour.chainId = 999
    await client.connect(evmWallet)
    expect(client.getState().chain.unsupportedNetwork).toBeDefined()
    expect(client.getState().modal.open).toBe(false)
  })
})
