import type { FakeAdapter } from '@sigil/test'
import { createTestClient } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import type { Connector } from '../../adapter.js'
import { AUTH_CONNECTOR_ID, type AuthConnector, type AuthConnectorFactory } from '../../auth/authConnector.js'
import type { NetworkNamespace } from '../../caip/types.js'
import { isSigilError } from '../../errors/index.js'
import { createMemoryStorage } from '../../storage/createMemoryStorage.js'

function fakeAuth(namespaces: NetworkNamespace[]): AuthConnector {
  return {
    id: AUTH_CONNECTOR_ID,
    namespaces,
    provider: (namespace) => ({ providerOf: namespace }),
    connectEmail: async () => ({ action: 'VERIFY_OTP' }),
    connectSocial: async () => undefined,
    getFarcasterUri: async () => 'http://127.0.0.1:8601/farcaster/channel-1',
    connectFarcaster: async () => undefined,
    emailSendCheck: () => ({ allowed: true }),
    connectDevice: async () => undefined,
    connectOtp: async () => undefined,
    isConnected: async () => true,
    getUser: async () => ({
      address: '0x1111111111111111111111111111111111111111',
      email: 'ada@example.com',
    }),
    updateEmail: async () => ({ action: 'VERIFY_PRIMARY_OTP' }),
    updateEmailPrimaryOtp: async () => undefined,
    updateEmailSecondaryOtp: async () => ({ email: 'new@example.com' }),
    setPreferredAccountType: async () => undefined,
    signOut: async () => undefined,
    destroy: () => undefined,
  }
}

/** Lets a fake adapter take registered connectors, as the EVM adapter does. */
function acceptRegistrations(adapter: FakeAdapter): Connector[] {
  const registered: Connector[] = []
  const own = adapter.getConnectors
  adapter.addConnector = (connector) => {
    registered.push(connector)
    adapter.emit({ type: 'connectorsChanged' })
    return () => undefined
  }
  adapter.getConnectors = () => [...own(), ...registered]
  return registered
}

describe('the auth connector', () => {
  it('R-ERR-13 without a configured loader: No auth connector found', async () => {
    const { client } = createTestClient()
    const error = await client.getAuthConnector().catch((e: unknown) => e)
    expect(isSigilError(error, 'NO_AUTH_CONNECTOR')).toBe(true)
    expect((error as Error).message).toBe('No auth connector found')
  })

  it('a chunk that fails to load: Unable to load email login dependency, and the next call tries again', async () => {
    let attempts = 0
    const factory: AuthConnectorFactory = () => fakeAuth(['eip155'])
    const { client } = createTestClient({
      authConnector: async () => {
        attempts += 1
        if (attempts === 1) throw new Error('chunk failed')
        return factory
      },
    })
    const error = await client.getAuthConnector().catch((e: unknown) => e)
    expect(isSigilError(error, 'EMAIL_LOGIN_DEPENDENCY')).toBe(true)
    await expect(client.getAuthConnector()).resolves.toMatchObject({ id: AUTH_CONNECTOR_ID })
    expect(attempts).toBe(2)
  })

  it('R-EMBED-24 registers with the eip155 and solana adapters only, loaded once', async () => {
    let loads = 0
    const { client, evm, solana } = createTestClient({
      authConnector: async () => {
        loads += 1
        return () => fakeAuth(['eip155', 'solana', 'bip122'])
      },
    })
    const onEvm = acceptRegistrations(evm)
    const onSolana = acceptRegistrations(solana)
    await client.ready()
    await Promise.all([client.getAuthConnector(), client.getAuthConnector()])
    expect(loads).toBe(1)
    expect(onEvm).toEqual([
      {
        id: 'auth',
        type: 'AUTH',
        name: 'Email and social',
        chain: 'eip155',
        provider: { providerOf: 'eip155' },
      },
    ])
    expect(onSolana.map((c) => c.chain)).toEqual(['solana'])
    expect(client.getConnectors('eip155').some((c) => c.type === 'AUTH')).toBe(true)
    expect(client.getConnectors('bip122').some((c) => c.type === 'AUTH')).toBe(false)
  })

  it('a stored embedded session loads the connector before it is restored at start', async () => {
    const storage = createMemoryStorage()
    storage.setItem(
      'sigil:connection:eip155',
      JSON.stringify({ v: 1, value: { connectorId: AUTH_CONNECTOR_ID } }),
    )
    let loaded = false
    const { client, evm } = createTestClient({
      storage,
      authConnector: async () => {
        loaded = true
        return () => fakeAuth(['eip155'])
      },
    })
    acceptRegistrations(evm)
    await client.ready()
    expect(loaded).toBe(true)
    expect(evm.callsOf('reconnect')).toHaveLength(1)
  })
})
