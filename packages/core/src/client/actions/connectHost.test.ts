import { createFakeAdapter, createTestClient } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import type { AdapterConnection, HostContexts } from '../../adapter.js'
import { createMemoryStorage } from '../../storage/createMemoryStorage.js'
import type { SigilEvent } from '../types.js'

const SAFE = '0x3333333333333333333333333333333333333333'
const hostConnection: AdapterConnection = {
  connectorId: 'miniApp',
  accounts: [{ namespace: 'eip155', address: SAFE, type: 'eoa' }],
  chainId: 1,
  profile: { name: '@alice', image: 'https://127.0.0.1/alice.png' },
}

/** An eip155 fake adapter inside a host: `connectHost` answers `found` and records the contexts it was given. */
function hostedAdapter(found: AdapterConnection | undefined) {
  const adapter = createFakeAdapter({
    connectors: [
      { id: 'eip155-wallet', type: 'ANNOUNCED', name: 'Test Wallet', chain: 'eip155' },
      { id: 'miniApp', type: 'EXTERNAL', name: 'Farcaster', chain: 'eip155', host: 'miniApp' },
    ],
  })
  const asked: HostContexts[] = []
  return Object.assign(adapter, {
    asked,
    connectHost: async ({ contexts }: { contexts: HostContexts }) => {
      asked.push(contexts)
      return found
    },
  })
}

describe('the wallet of the host the page runs in', () => {
  it('R-STATE-19 is connected at start-up without a prompt, with the name the host gives', async () => {
    const evm = hostedAdapter(hostConnection)
    const { client } = createTestClient({ adapters: [evm] })
    const events: SigilEvent['type'][] = []
    client.onEvent((event) => events.push(event.type))
    await client.ready()
    expect(client.getState().connection.status.eip155).toBe('connected')
    expect(client.getState().connection.activeConnectorId.eip155).toBe('miniApp')
    expect(client.getAccount('eip155')).toMatchObject({
      address: SAFE,
      profileName: '@alice',
      profileImage: 'https://127.0.0.1/alice.png',
    })
    expect(events).toContain('CONNECT_SUCCESS')
    expect(evm.callsOf('connect')).toEqual([])
    expect(evm.callsOf('reconnect')).toEqual([])
    expect(evm.asked).toEqual([{ safe: true, miniApp: true }])
  })

  it('R-STATE-19 takes the place of a stored connection to another wallet', async () => {
    const storage = createMemoryStorage()
    storage.setItem(
      'sigil:connection:eip155',
      JSON.stringify({ v: 1, value: { connectorId: 'eip155-wallet', caipNetworkId: 'eip155:1' } }),
    )
    const evm = hostedAdapter(hostConnection)
    const { client } = createTestClient({ adapters: [evm], storage })
    await client.ready()
    expect(client.getState().connection.activeConnectorId.eip155).toBe('miniApp')
    expect(evm.callsOf('reconnect')).toEqual([])
  })

  it('R-STATE-19 outside any host the stored connection is restored as before', async () => {
    const storage = createMemoryStorage()
    storage.setItem(
      'sigil:connection:eip155',
      JSON.stringify({ v: 1, value: { connectorId: 'eip155-wallet', caipNetworkId: 'eip155:1' } }),
    )
    const evm = hostedAdapter(undefined)
    const { client } = createTestClient({ adapters: [evm], storage })
    await client.ready()
    expect(client.getState().connection.activeConnectorId.eip155).toBe('eip155-wallet')
    expect(evm.callsOf('reconnect')).toHaveLength(1)
  })

  it('R-STATE-19 a wallet the person picks while the host is still asked stays the connection', async () => {
    let answer: ((found: AdapterConnection) => void) | undefined
    const evm = Object.assign(hostedAdapter(undefined), {
      connectHost: () =>
        new Promise<AdapterConnection>((resolve) => {
          answer = resolve
        }),
    })
    evm.behaviour.connect = 'hang'
    const { client } = createTestClient({ adapters: [evm] })
    void client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    while (evm.callsOf('connect').length === 0 || !answer)
      await new Promise((resolve) => setTimeout(resolve, 0))
    answer(hostConnection)
    await client.ready()
    // The person's pick is still with their wallet; the host's wallet did not take its place.
    expect(client.getState().connection.activeConnectorId.eip155).toBeUndefined()
    expect(client.getState().connection.status.eip155).toBe('connecting')
  })

  it('an app that turns a host off hands that to the adapter; both off and no host is asked', async () => {
    const one = hostedAdapter(undefined)
    await createTestClient({ adapters: [one], contexts: { safe: false } }).client.ready()
    expect(one.asked).toEqual([{ safe: false, miniApp: true }])
    const none = hostedAdapter(hostConnection)
    const { client } = createTestClient({ adapters: [none], contexts: { safe: false, miniApp: false } })
    await client.ready()
    expect(none.asked).toEqual([])
    expect(client.getState().connection.status.eip155).toBe('disconnected')
  })

  it('a host that cannot be reached leaves the page as it was, with a warning', async () => {
    const evm = Object.assign(hostedAdapter(undefined), {
      connectHost: async () => {
        throw new Error('the host went away')
      },
    })
    const { client, log } = createTestClient({ adapters: [evm] })
    await client.ready()
    expect(client.getState().connection.status.eip155).toBe('disconnected')
    expect(log.records.some((entry) => entry.level === 'warn' && /host/.test(entry.message))).toBe(true)
  })
})
