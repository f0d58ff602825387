import { createTestClient, flushPromises, testBase } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { NATIVE_BALANCE_CACHE_MS } from '../../constants/index.js'

describe('refreshBalance', () => {
  it('R-PERF-12 after connect the balance is read, then served from the 30 s cache', async () => {
    const { client, evm, clock } = createTestClient()
    await client.ready()
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    await flushPromises()
    expect(client.getAccount('eip155')).toMatchObject({
      balance: '1.5',
      balanceSymbol: 'ETH',
      balanceLoading: false,
    })
    expect(evm.callsOf('getBalance')).toHaveLength(1)
    evm.behaviour.balance = { balance: '2.5', symbol: 'ETH' }
    clock.advance(NATIVE_BALANCE_CACHE_MS - 1)
    await client.refreshBalance('eip155')
    expect(evm.callsOf('getBalance')).toHaveLength(1)
    expect(client.getAccount('eip155').balance).toBe('1.5')
    clock.advance(1)
    await client.refreshBalance('eip155')
    expect(evm.callsOf('getBalance')).toHaveLength(2)
    expect(client.getAccount('eip155').balance).toBe('2.5')
  })

  it('R-PERF-12 a sent transaction drops the cached balance, so the next refresh reads the chain', async () => {
    const { client, evm } = createTestClient()
    await client.ready()
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    await flushPromises()
    expect(evm.callsOf('getBalance')).toHaveLength(1)
    await client.sendTransaction({ to: '0x2222222222222222222222222222222222222222', value: '1' })
    evm.behaviour.balance = { balance: '1.4', symbol: 'ETH' }
    await client.refreshBalance('eip155')
    expect(evm.callsOf('getBalance')).toHaveLength(2)
    expect(client.getAccount('eip155').balance).toBe('1.4')
    // Read again, the fresh value is cached as usual.
    await client.refreshBalance('eip155')
    expect(evm.callsOf('getBalance')).toHaveLength(2)
  })

  it('R-ACCT-05 force reads the chain while the cache is fresh (a purchase arrived from outside Sigil), and caches what it read', async () => {
    const { client, evm } = createTestClient()
    await client.ready()
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    await flushPromises()
    evm.behaviour.balance = { balance: '1.6', symbol: 'ETH' }
    await client.refreshBalance('eip155')
    expect(client.getAccount('eip155').balance).toBe('1.5')
    await client.refreshBalance('eip155', { force: true })
    expect(evm.callsOf('getBalance')).toHaveLength(2)
    expect(client.getAccount('eip155').balance).toBe('1.6')
    await client.refreshBalance('eip155')
    expect(evm.callsOf('getBalance')).toHaveLength(2)
  })

  it('a network change reads the balance of the new network', async () => {
    const { client, evm } = createTestClient()
    await client.ready()
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    await client.switchNetwork(testBase)
    await flushPromises()
    expect(
      evm.callsOf('getBalance').map((c) => (c.parameters as { network: { id: number } }).network.id),
    ).toEqual([1, 8453])
  })

  it('a failed read is logged and leaves loading off', async () => {
    const { client, evm, log } = createTestClient()
    await client.ready()
    evm.behaviour.getBalance = 'fail'
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    await flushPromises()
    expect(client.getAccount('eip155').balanceLoading).toBe(false)
    expect(log.records.some((r) => r.level === 'warn' && r.message.includes('balance'))).toBe(true)
  })
})
