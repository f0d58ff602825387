import type { AdapterContext, ChainAdapter, Connector } from '@sigil/core'
import { AUTH_CONNECTOR_ID } from '@sigil/core/internal'
import { createTestClient } from '@sigil/test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEmbeddedWallet } from './embeddedWallet.js'
import type { FrameProvider } from './frameProvider.js'
import { embeddedTestConfig } from './test/embeddedTestConfig.js'
import { createFakeFrameWindow } from './test/fakeFrameWindow.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'

/** The part of the EVM adapter this needs: connect through the provider, its disconnect ends the connection. */
function providerAdapter() {
  const registered: Connector[] = []
  let context: AdapterContext | undefined
  const provider = () => registered[0]!.provider as FrameProvider
  const adapter: ChainAdapter = {
    namespace: 'eip155',
    setup: (ctx) => {
      context = ctx
    },
    getConnectors: () => registered,
    addConnector(connector) {
      registered.push(connector)
      return () => undefined
    },
    async connect({ connectorId }) {
      const [address] = (await provider().request({ method: 'eth_requestAccounts' })) as string[]
      provider().on('disconnect', () => context!.emit({ type: 'disconnect', connectorId }))
      return {
        connectorId,
        accounts: [{ namespace: 'eip155', address: address!, type: 'eoa' }],
        chainId: 31337,
      }
    },
    reconnect: () => Promise.reject(new Error('not used')),
    disconnect: () => Promise.resolve(),
    switchNetwork: () => Promise.resolve(),
    getBalance: () => new Promise(() => undefined),
    signMessage: () => Promise.reject(new Error('not used')),
    getProvider: () => provider(),
  }
  return adapter
}

let fake: ReturnType<typeof createFakeFrameWindow>
beforeEach(() => {
  vi.useFakeTimers()
  fake = createFakeFrameWindow()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('a not-connected report from the frame', () => {
  it('R-EMBED-17 clears the address and the loading flag', async () => {
    const { client } = createTestClient({
      ...embeddedTestConfig(),
      adapters: [providerAdapter()],
      authConnector: async () => (host) => createEmbeddedWallet(host, { window: fake.window }),
    })
    await client.ready()
    const connector = await client.getAuthConnector()
    fake.fromFrame({ id: 'r', type: '@w3m-frame/READY' })
    await vi.advanceTimersByTimeAsync(500)
    // eth_requestAccounts: the frame has a session and a user.
    const connecting = client.connect({ connectorId: AUTH_CONNECTOR_ID, namespace: 'eip155' })
    await vi.advanceTimersByTimeAsync(0)
    fake.answer('IS_CONNECTED', 'SUCCESS', { isConnected: true })
    await vi.advanceTimersByTimeAsync(0)
    fake.answer('GET_USER', 'SUCCESS', { email: 'ada@example.com', address: ADDRESS, chainId: 31337 })
    await connecting
    expect(client.getAccount('eip155').address).toBe(ADDRESS)
    expect(client.getAccount('eip155').balanceLoading).toBe(true)

    // The session ended on the secure site: the frame says not connected.
    const asked = connector.isConnected()
    await vi.advanceTimersByTimeAsync(0)
    fake.answer('IS_CONNECTED', 'SUCCESS', { isConnected: false })
    expect(await asked).toBe(false)
    const account = client.getAccount('eip155')
    expect(account.address).toBeUndefined()
    expect(account.balanceLoading).toBeFalsy()
    expect(account.status).toBe('disconnected')
    expect(client.getState().modal.loading).toBe(false)
  })

  it('R-EMBED-17 a not-connected report while nothing is connected changes nothing', async () => {
    const { client } = createTestClient({
      ...embeddedTestConfig(),
      adapters: [providerAdapter()],
      authConnector: async () => (host) => createEmbeddedWallet(host, { window: fake.window }),
    })
    await client.ready()
    const connector = await client.getAuthConnector()
    fake.fromFrame({ id: 'r', type: '@w3m-frame/READY' })
    await vi.advanceTimersByTimeAsync(500)
    const before = client.getState()
    const asked = connector.isConnected()
    await vi.advanceTimersByTimeAsync(0)
    fake.answer('IS_CONNECTED', 'SUCCESS', { isConnected: false })
    expect(await asked).toBe(false)
    expect(client.getState().accounts).toBe(before.accounts)
  })
})
