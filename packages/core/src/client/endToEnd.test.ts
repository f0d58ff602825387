import { createTestClient, flushPromises, testBase } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'

describe('client journeys with the fake adapter', () => {
  it('R-STATE-01 connect, reload, restore, switch, disconnect', async () => {
    const storage = createMemoryStorage()
    const first = createTestClient({ storage })
    await first.client.ready()
    await first.client.open()
    expect(first.client.getState().router.view).toBe('Connect')
    await first.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    first.client.close()
    await first.client.switchNetwork(testBase)
    first.client.destroy()

    // "reload": a new client on the same storage
    const second = createTestClient({ storage })
    second.evm.behaviour.chainId = 8453
    await second.client.ready()
    expect(second.client.getAccount('eip155')).toMatchObject({
      status: 'connected',
      address: '0x1111111111111111111111111111111111111111',
    })
    expect(second.client.getState().chain.activeNetwork?.caipNetworkId).toBe('eip155:8453')
    await second.client.open()
    expect(second.client.getState().router.view).toBe('Account')
    await expect(second.client.signMessage('hello')).resolves.toBe('0xsigned:hello')
    await second.client.disconnect()
    await flushPromises()
    expect(second.client.getState().connection.status).toEqual({
      eip155: 'disconnected',
      solana: 'disconnected',
      bip122: 'disconnected',
    })
    expect(second.client.getState().modal.open).toBe(false)
    expect(storage.getItem('sigil:connection:eip155')).toBeNull()

    // after disconnecting, a third client starts disconnected
    const third = createTestClient({ storage })
    await third.client.ready()
    expect(third.evm.callsOf('reconnect')).toHaveLength(0)
    expect(third.client.getAccount('eip155').status).toBe('disconnected')
  })

  it('R-SEC-11 a corrupt stored connection is dropped at start with a warning', async () => {
    const storage = createMemoryStorage()
    storage.setItem('sigil:connection:eip155', '{"v":1,"value":{"connectorId":42}}')
    storage.setItem('sigil:recent', 'not json')
    const { client, evm, log } = createTestClient({ storage })
    await client.ready()
    expect(client.getState().connection.status.eip155).toBe('disconnected')
    expect(client.getState().connectors.recent).toEqual([])
    expect(evm.callsOf('reconnect')).toHaveLength(0)
    expect(
      log.records.filter((r) => r.level === 'warn' && r.message.startsWith('Dropped stored')),
    ).toHaveLength(2)
  })

  it('R-CORE-26 every key the client writes carries the configured prefix and a feature segment', async () => {
    const storage = createMemoryStorage()
    const { client } = createTestClient({ storage, storagePrefix: 'host' })
    await client.ready()
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    await flushPromises()
    const keys = storage.keys()
    expect(keys.length).toBeGreaterThan(2)
    for (const key of keys) expect(key).toMatch(/^host:(connection|recent|cache|auth)(:|$)/)
  })
})
