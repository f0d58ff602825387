import type { AdapterContext, ChainAdapter, Connector } from '@sigil/core'
import { AUTH_CONNECTOR_ID } from '@sigil/core/internal'
import { createTestClient } from '@sigil/test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEmbeddedWallet } from './embeddedWallet.js'
import type { FrameProvider } from './frameProvider.js'
import { parseSmartAccountNetworks } from './smartAccounts.js'
import { embeddedTestConfig } from './test/embeddedTestConfig.js'
import { createFakeFrameWindow } from './test/fakeFrameWindow.js'

const OWNER = '0x1111111111111111111111111111111111111111'
const SMART = '0x2222222222222222222222222222222222222222'
const accounts = [
  { address: OWNER, type: 'eoa' },
  { address: SMART, type: 'smartAccount' },
]

/** The part of the EVM adapter this needs: connect through the provider and follow its accountsChanged. */
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
      provider().on('accountsChanged', ((list: string[]) =>
        context!.emit({
          type: 'accountsChanged',
          connectorId,
          accounts: list.map((entry) => ({
            namespace: 'eip155' as const,
            address: entry,
            type: 'eoa' as const,
          })),
        })) as never)
      return {
        connectorId,
        accounts: [{ namespace: 'eip155', address: address!, type: 'eoa' }],
        chainId: 31337,
      }
    },
    reconnect: () => Promise.reject(new Error('not used')),
    disconnect: () => Promise.resolve(),
    switchNetwork: () => Promise.resolve(),
    getBalance: async () => ({ balance: '1', symbol: 'ETH' }),
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

const posted = (type: string) => fake.posted.filter((entry) => entry.message.type === `@w3m-app/${type}`)

/** A client with the embedded wallet loaded and its frame ready; the site reports `networks`. */
async function readyWallet(networks: unknown = [31337]) {
  const { client } = createTestClient({
    ...embeddedTestConfig(),
    adapters: [providerAdapter()],
    authConnector: async () => (host) => createEmbeddedWallet(host, { window: fake.window }),
  })
  await client.ready()
  const connector = await client.getAuthConnector()
  fake.fromFrame({ id: 'r', type: '@w3m-frame/READY' })
  await vi.advanceTimersByTimeAsync(500)
  fake.answer('GET_SMART_ACCOUNT_ENABLED_NETWORKS', 'SUCCESS', { smartAccountEnabledNetworks: networks })
  await vi.advanceTimersByTimeAsync(0)
  return { client, connector }
}

/** Signs in through the provider; the site reports the user acting with `address`. */
async function connected(address: string, preferredAccountType: 'eoa' | 'smartAccount') {
  const wallet = await readyWallet()
  const connecting = wallet.client.connect({ connectorId: AUTH_CONNECTOR_ID, namespace: 'eip155' })
  await vi.advanceTimersByTimeAsync(0)
  fake.answer('IS_CONNECTED', 'SUCCESS', { isConnected: true })
  await vi.advanceTimersByTimeAsync(0)
  const user = { email: 'ada@example.com', address, chainId: 31337, accounts, preferredAccountType }
  fake.answer('GET_USER', 'SUCCESS', user)
  await connecting
  // The user sync reads the user once more for the Account view.
  await vi.advanceTimersByTimeAsync(0)
  fake.answer('GET_USER', 'SUCCESS', { ...user, smartAccountDeployed: false })
  await vi.advanceTimersByTimeAsync(0)
  return wallet
}

describe('smart accounts of the embedded wallet', () => {
  it('R-EMBED-31 on ready it asks the smart-account networks and gives them to the client', async () => {
    const { client } = await readyWallet([31337, 'eip155:31338', 'solana:x', -1])
    expect(posted('GET_SMART_ACCOUNT_ENABLED_NETWORKS')).toHaveLength(1)
    expect(client.getState().chain.smartAccountNetworks).toEqual(['eip155:31337', 'eip155:31338'])
  })

  it('reads chain ids and eip155 CAIP-2 ids, nothing else', () => {
    expect(parseSmartAccountNetworks([1, '10', 'eip155:8453', 'eip155:0', 'x', 1.5, null, 1])).toEqual([
      'eip155:1',
      'eip155:10',
      'eip155:8453',
    ])
    expect(parseSmartAccountNetworks('31337')).toEqual([])
  })

  it('R-STATE-32 R-EMBED-04 sign-in asks for eip155 default kind (smartAccount); the account takes the site kind and deployment', async () => {
    const { client } = await connected(SMART, 'smartAccount')
    expect(posted('GET_USER')[0]!.message.payload).toEqual({
      chainId: 31337,
      rpcUrl: 'http://127.0.0.1:8600/rpc/31337',
      preferredAccountType: 'smartAccount',
    })
    expect(client.getAccount('eip155')).toMatchObject({
      address: SMART,
      preferredAccountType: 'smartAccount',
      smartAccountDeployed: false,
    })
  })

  it('R-STATE-30 switching through the frame: to eoa, then back to a smart account (made ready first); the address follows', async () => {
    const { client, connector } = await connected(SMART, 'smartAccount')
    // Already a smart account: refused before the frame is asked.
    await expect(connector.setPreferredAccountType('eip155', 'smartAccount')).rejects.toMatchObject({
      code: 'SMART_ACCOUNT_UNAVAILABLE',
    })
    expect(posted('SET_PREFERRED_ACCOUNT')).toHaveLength(0)

    const toEoa = connector.setPreferredAccountType('eip155', 'eoa')
    await vi.advanceTimersByTimeAsync(0)
    expect(posted('INIT_SMART_ACCOUNT')).toHaveLength(0)
    expect(posted('SET_PREFERRED_ACCOUNT').at(-1)!.message.payload).toEqual({ type: 'eoa' })
    fake.answer('SET_PREFERRED_ACCOUNT', 'SUCCESS', { type: 'eoa', address: OWNER })
    await toEoa
    expect(client.getAccount('eip155')).toMatchObject({ address: OWNER, preferredAccountType: 'eoa' })

    const toSmart = connector.setPreferredAccountType('eip155', 'smartAccount')
    await vi.advanceTimersByTimeAsync(0)
    expect(posted('SET_PREFERRED_ACCOUNT')).toHaveLength(1)
    fake.answer('INIT_SMART_ACCOUNT', 'SUCCESS', { address: SMART, isDeployed: true })
    await vi.advanceTimersByTimeAsync(0)
    expect(posted('SET_PREFERRED_ACCOUNT').at(-1)!.message.payload).toEqual({ type: 'smartAccount' })
    fake.answer('SET_PREFERRED_ACCOUNT', 'SUCCESS', { type: 'smartAccount', address: SMART })
    await toSmart
    expect(client.getAccount('eip155')).toMatchObject({
      address: SMART,
      preferredAccountType: 'smartAccount',
    })
  })

  it('a network switch re-reads the user: on a chain without smart accounts the address becomes the owner key', async () => {
    const { client } = await connected(SMART, 'smartAccount')
    const provider = client.getProvider('eip155') as FrameProvider
    const switching = provider.request({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(posted('SWITCH_NETWORK').at(-1)!.message.payload).toEqual({ chainId: 31338 })
    fake.answer('SWITCH_NETWORK', 'SUCCESS', { chainId: 31338 })
    await switching
    await vi.advanceTimersByTimeAsync(0)
    fake.answer('GET_USER', 'SUCCESS', {
      email: 'ada@example.com',
      address: OWNER,
      chainId: 31338,
      accounts: [{ address: OWNER, type: 'eoa' }],
      preferredAccountType: 'eoa',
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(client.getAccount('eip155').address).toBe(OWNER)
  })

  it('R-STATE-30 a smart account on a network without them is refused, the frame not asked', async () => {
    const { client, connector } = await readyWallet([])
    client.setPreferredAccountType('eip155', 'eoa')
    await expect(connector.setPreferredAccountType('eip155', 'smartAccount')).rejects.toMatchObject({
      code: 'SMART_ACCOUNT_UNAVAILABLE',
    })
    await expect(connector.setPreferredAccountType('solana', 'eoa')).rejects.toMatchObject({
      code: 'SMART_ACCOUNT_UNAVAILABLE',
    })
    expect(posted('INIT_SMART_ACCOUNT')).toHaveLength(0)
  })

  it('a refusal by the site, or an answer without an address, leaves the kind and the address as they were', async () => {
    const { client, connector } = await connected(SMART, 'smartAccount')
    const refused = connector.setPreferredAccountType('eip155', 'eoa')
    await vi.advanceTimersByTimeAsync(0)
    fake.answer('SET_PREFERRED_ACCOUNT', 'ERROR', {
      message: 'Smart accounts are not available on this network',
    })
    await expect(refused).rejects.toThrow('Smart accounts are not available on this network')
    const garbled = connector.setPreferredAccountType('eip155', 'eoa')
    await vi.advanceTimersByTimeAsync(0)
    fake.answer('SET_PREFERRED_ACCOUNT', 'SUCCESS', { type: 'eoa', address: 'nope' })
    await expect(garbled).rejects.toThrow('The embedded wallet sent an address Sigil cannot read')
    expect(client.getAccount('eip155')).toMatchObject({
      address: SMART,
      preferredAccountType: 'smartAccount',
    })
  })
})
