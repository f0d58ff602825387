import {
  createFakeAdapter,
  createFakeClock,
  createTestClient,
  flushPromises,
  testBase,
  testMainnet,
} from '@sigil/test'
import { describe, expect, expectTypeOf, it } from 'vitest'
import { isSigilError } from '../errors/index.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createInternalSigil } from './createSigil.js'
import type { SigilConfig } from './types.js'

const base = { projectId: 'test', networks: [testMainnet], storage: createMemoryStorage() }

describe('createSigil: config', () => {
  it('R-CORE-20 both siweConfig and siwx throw SIWE_AND_SIWX', () => {
    expect(() => createInternalSigil({ ...base, siweConfig: {} as never, siwx: {} as never })).toThrowError(
      'Cannot set both `siweConfig` and `siwx` options',
    )
  })

  it('R-CORE-22 a repeated network id is ignored', () => {
    const client = createInternalSigil({
      ...base,
      networks: [testMainnet, testBase, { ...testMainnet, name: 'Again' }],
    })
    expect(client.getState().chain.networks.map((n) => n.name)).toEqual(['Ethereum', 'Base'])
  })

  it.each([
    ['no networks', { networks: [] }],
    ['an unknown namespace', { networks: [{ ...testMainnet, chainNamespace: 'cosmos' }] }],
    ['a default network outside the list', { defaultNetwork: testBase }],
    ['two adapters for a namespace', { adapters: [createFakeAdapter(), createFakeAdapter()] }],
  ])('INVALID_CONFIG for %s', (_name, patch) => {
    let caught: unknown
    try {
      createInternalSigil({ ...base, ...(patch as Partial<SigilConfig>) })
    } catch (error) {
      caught = error
    }
    expect(isSigilError(caught, 'INVALID_CONFIG')).toBe(true)
  })

  it('R-CORE-01 every host hook is part of the documented config type and is used', async () => {
    type HostHooks = Pick<
      SigilConfig,
      | 'fetchRemoteConfig'
      | 'storage'
      | 'clock'
      | 'logSink'
      | 'isMobile'
      | 'adapters'
      | 'siwx'
      | 'services'
      | 'metadata'
    >
    expectTypeOf<HostHooks['fetchRemoteConfig']>().toEqualTypeOf<
      (() => Promise<{ features: Partial<import('./types.js').Features> }>) | undefined
    >()
    const used: string[] = []
    const storage = createMemoryStorage()
    const clock = createFakeClock()
    const client = createInternalSigil({
      projectId: 'test',
      networks: [testMainnet],
      metadata: { name: 'Host', description: 'host app', url: 'http://127.0.0.1', icons: [] },
      services: { registryUrl: 'http://127.0.0.1:1' },
      fetchRemoteConfig: async () => {
        used.push('fetchRemoteConfig')
        return { features: {} }
      },
      storage: {
        getItem: (key) => storage.getItem(key),
        setItem: (key, value) => {
          used.push('storage')
          storage.setItem(key, value)
        },
        removeItem: (key) => storage.removeItem(key),
      },
      clock: {
        now: () => clock.now(),
        setTimeout: (callback, ms) => {
          used.push('clock')
          return clock.setTimeout(callback, ms)
        },
        clearTimeout: (handle) => clock.clearTimeout(handle),
      },
      logSink: () => used.push('logSink'),
      logLevel: 'trace',
      isMobile: () => {
        used.push('isMobile')
        return true
      },
    })
    await client.ready()
    await client.open()
    client.shake()
    client.raiseAlert('SESSION_EXPIRED')
    client.showToast('hi')
    expect(client.getState().router.view).toBe('AllWallets')
    expect(new Set(used)).toEqual(new Set(['fetchRemoteConfig', 'clock', 'logSink', 'isMobile']))
    // storage is written by connection flows; the key list shows it stays prefixed
    expect(client.config.metadata?.name).toBe('Host')
  })

  it('R-SEC-03 the state model has no role field', async () => {
    const { client } = createTestClient()
    await client.ready()
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    const keys: string[] = []
    const walk = (value: unknown): void => {
      if (typeof value !== 'object' || value === null) return
      for (const [key, child] of Object.entries(value)) {
        keys.push(key)
        walk(child)
      }
    }
    walk(client.getState())
    expect(keys.length).toBeGreaterThan(20)
    expect(keys.filter((key) => /role|permission|admin/i.test(key))).toEqual([])
  })

  it('two clients in one test share nothing', async () => {
    const a = createTestClient()
    const b = createTestClient()
    await Promise.all([a.client.ready(), b.client.ready()])
    await a.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    await a.client.open()
    a.client.showToast('only a')
    expect(a.client.getState().connection.status.eip155).toBe('connected')
    expect(b.client.getState().connection.status.eip155).toBe('disconnected')
    expect(b.client.getState().modal.open).toBe(false)
    expect(b.client.getState().toasts).toEqual([])
    expect(b.evm.callsOf('connect')).toHaveLength(0)
  })

  it('destroy stops timers and adapter events', async () => {
    const { client, clock, evm } = createTestClient()
    await client.ready()
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    client.showToast('x')
    client.destroy()
    expect(clock.pendingTimers()).toBe(0)
    evm.emit({ type: 'disconnect', connectorId: 'eip155-wallet' })
    await flushPromises()
    expect(client.getState().connection.status.eip155).toBe('connected')
  })
})
