import { createTestClient, flushPromises, testBase } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../../storage/createMemoryStorage.js'

/** A first client connects and switches network; its storage is the "reload" state. */
async function storedSession() {
  const storage = createMemoryStorage()
  const first = createTestClient({ storage })
  await first.client.ready()
  await first.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
  await first.client.switchNetwork(testBase)
  first.client.destroy()
  return storage
}

describe('reconnect at start', () => {
  it('R-STATE-19 a stored connection starts connecting and becomes connected after the sync', async () => {
    const storage = await storedSession()
    const { client, evm } = createTestClient({ storage })
    evm.behaviour.chainId = 8453
    const statuses = [client.getState().connection.status.eip155]
    client.subscribe(
      (s) => s.connection.status.eip155,
      (status) => statuses.push(status),
    )
    await client.ready()
    expect(statuses).toEqual(['connecting', 'connected'])
    expect(evm.callsOf('reconnect')).toEqual([
      { method: 'reconnect', parameters: { connectorId: 'eip155-wallet', network: testBase } },
    ])
    expect(evm.callsOf('connect')).toHaveLength(0)
    expect(client.getState().chain.activeNetwork?.caipNetworkId).toBe('eip155:8453')
    expect(client.getState().connection.status.solana).toBe('disconnected')
  })

  it('R-STATE-18 with reconnect disabled every status starts disconnected despite stored state', async () => {
    const storage = await storedSession()
    const { client, evm } = createTestClient({ storage, reconnect: false })
    expect(client.getState().connection.status).toEqual({
      eip155: 'disconnected',
      solana: 'disconnected',
      bip122: 'disconnected',
    })
    await client.ready()
    expect(client.getState().connection.status.eip155).toBe('disconnected')
    expect(evm.callsOf('reconnect')).toHaveLength(0)
  })

  it('R-STATE-20 a failed sync ends disconnected with a warning logged', async () => {
    const storage = await storedSession()
    const setup = createTestClient({ storage })
    setup.evm.behaviour.reconnect = 'fail'
    await setup.client.ready()
    expect(setup.client.getState().connection.status.eip155).toBe('disconnected')
    expect(setup.log.records.some((r) => r.level === 'warn' && r.message.includes('Could not restore'))).toBe(
      true,
    )
    expect(storage.getItem('sigil:connection:eip155')).toBeNull()
  })

  it('R-STATE-21 a failed sync disconnects only that namespace and leaves the modal open', async () => {
    const storage = createMemoryStorage()
    const first = createTestClient({ storage })
    await first.client.ready()
    await first.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    await first.client.connect({ connectorId: 'solana-wallet', namespace: 'solana' })
    const second = createTestClient({ storage })
    second.evm.behaviour.reconnect = 'hang'
    second.solana.behaviour.reconnect = 'fail'
    void second.client.open()
    await flushPromises()
    expect(second.client.getState().modal.open).toBe(true)
    expect(second.client.getState().connection.status.solana).toBe('disconnected')
    expect(second.client.getState().connection.status.eip155).toBe('connecting')
    expect(second.client.getState().modal.open).toBe(true)
  })

  it('R-STATE-19 R-WC-03: a reload shows the network the wallet moved to while the session restores, not the one it connected on', async () => {
    const storage = createMemoryStorage()
    const first = createTestClient({ storage })
    await first.client.ready()
    await first.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    expect(first.client.getState().chain.activeNetwork?.caipNetworkId).toBe('eip155:1')
    first.evm.emit({ type: 'chainChanged', connectorId: 'eip155-wallet', chainId: 8453 })
    first.client.destroy()
    const second = createTestClient({ storage })
    second.evm.behaviour.reconnect = 'hang'
    expect(second.client.getState().connection.status.eip155).toBe('connecting')
    expect(second.client.getState().chain.activeNetwork?.caipNetworkId).toBe('eip155:8453')
  })

  it('R-STATE-19: while a reload restores, the account it had is remembered, not taken as the address', async () => {
    const storage = await storedSession()
    const { client, evm } = createTestClient({ storage })
    evm.behaviour.chainId = 8453
    const address = '0x1111111111111111111111111111111111111111'
    expect(JSON.parse(storage.getItem('sigil:connection:eip155') ?? '{}')).toMatchObject({
      value: { connectorId: 'eip155-wallet', address },
    })
    expect(client.getAccount('eip155')).toMatchObject({ status: 'connecting', rememberedAddress: address })
    expect(client.getAccount('eip155').address).toBeUndefined()
    await client.ready()
    expect(client.getAccount('eip155')).toMatchObject({ status: 'connected', address })
    expect(client.getAccount('eip155').rememberedAddress).toBeUndefined()
  })

  it('R-STATE-20: a restore that fails forgets the remembered account', async () => {
    const storage = await storedSession()
    const { client, evm } = createTestClient({ storage })
    evm.behaviour.reconnect = 'fail'
    await client.ready()
    expect(client.getAccount('eip155').status).toBe('disconnected')
    expect(client.getAccount('eip155').rememberedAddress).toBeUndefined()
  })

  it('R-STATE-19: the remembered account follows the wallet to another account', async () => {
    const storage = createMemoryStorage()
    const first = createTestClient({ storage })
    await first.client.ready()
    await first.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    const next = '0x4444444444444444444444444444444444444444'
    first.evm.emit({
      type: 'accountsChanged',
      connectorId: 'eip155-wallet',
      accounts: [{ namespace: 'eip155', address: next, type: 'eoa' }],
    })
    first.client.destroy()
    const second = createTestClient({ storage })
    second.evm.behaviour.reconnect = 'hang'
    expect(second.client.getAccount('eip155').rememberedAddress).toBe(next)
  })

  it('R-STATE-19: a stored account that is not an address is refused with the connection it came in', () => {
    const restoredWith = (address: unknown) => {
      const storage = createMemoryStorage()
      storage.setItem(
        'sigil:connection:eip155',
        JSON.stringify({ v: 1, value: { connectorId: 'eip155-wallet', address } }),
      )
      const { client, evm } = createTestClient({ storage })
      evm.behaviour.reconnect = 'hang'
      return client.getAccount('eip155')
    }
    const address = '0x1111111111111111111111111111111111111111'
    expect(restoredWith(address)).toMatchObject({ status: 'connecting', rememberedAddress: address })
    for (const junk of ['<img src=x onerror=alert(1)>', '0x12', 42]) {
      expect(restoredWith(junk).status).toBe('disconnected')
      expect(restoredWith(junk).rememberedAddress).toBeUndefined()
    }
  })
})
