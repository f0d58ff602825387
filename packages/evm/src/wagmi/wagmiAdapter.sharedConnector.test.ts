import { createMemoryStorage, createSigil } from '@sigil/core'
import { createMemoryLogSink } from '@sigil/test'
import { walletConnect } from '@sigil/walletconnect'
import { connect, createConnector, disconnect, getAccount, reconnect } from '@wagmi/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordingContext, testNetwork } from '../test/context.js'
import { type FakeEip1193Provider, walletProvider } from '../test/FakeEip1193Provider.js'
import { SHARED_CONNECTOR_TYPE } from './sharedConnector.js'
import { installPage, testWagmiConfig } from './test/wagmiPage.js'
import { wagmiAdapter } from './wagmiAdapter.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const network = testNetwork({ id: 31337 })
const second = testNetwork({ id: 31338 })
const entry = (provider: unknown) => ({
  id: 'walletConnect',
  type: 'WALLET_CONNECT' as const,
  name: 'WalletConnect',
  chain: 'eip155' as const,
  provider,
})

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A shared connector's provider: answers like a session, revoking ends it. */
function sessionProvider(): FakeEip1193Provider {
  return walletProvider([ADDRESS.toLowerCase()], 31337).handle('wallet_revokePermissions', () => null)
}

async function setup(storage = createMemoryStorage()) {
  installPage()
  const config = testWagmiConfig({ networks: [network, second], storage })
  const adapter = wagmiAdapter(config)
  const recorded = recordingContext([network, second])
  await adapter.setup(recorded.context)
  return { config, adapter, storage, ...recorded }
}

describe('wagmiAdapter() addConnector (a shared connector such as WalletConnect)', () => {
  it('R-WC-01 lists the shared connector as itself and puts it in the wagmi config', async () => {
    const { adapter, config, events } = await setup()
    const provider = sessionProvider()
    const remove = adapter.addConnector?.(entry(provider))
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'connectorsChanged' }))
    expect(adapter.getConnectors()).toContainEqual(
      expect.objectContaining({ id: 'walletConnect', type: 'WALLET_CONNECT', provider }),
    )
    expect(config.connectors.map((c) => [c.id, c.type])).toContainEqual([
      'walletConnect',
      SHARED_CONNECTOR_TYPE,
    ])
    // listing it asks the provider nothing (the SDK behind it loads on first use)
    expect(provider.calls).toEqual([])

    remove?.()
    await vi.waitFor(() => expect(adapter.getConnectors().some((c) => c.id === 'walletConnect')).toBe(false))
    expect(config.connectors.some((c) => c.id === 'walletConnect')).toBe(false)
  })

  it('R-WC-01 connecting through Sigil is a wagmi connection; events flow to wagmi and back', async () => {
    const { adapter, config, events } = await setup()
    const provider = sessionProvider()
    adapter.addConnector?.(entry(provider))
    const connection = await adapter.connect({ connectorId: 'walletConnect', network })
    expect(connection.accounts[0]?.address).toBe(ADDRESS)
    expect(provider.methods()).toContain('eth_requestAccounts')
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: ADDRESS, chainId: 31337 })
    expect(getAccount(config).connector?.id).toBe('walletConnect')

    provider.emit('accountsChanged', [OTHER.toLowerCase()])
    expect(getAccount(config).address).toBe(OTHER)
    expect(events).toContainEqual(
      expect.objectContaining({ type: 'accountsChanged', connectorId: 'walletConnect' }),
    )
    provider.emit('chainChanged', '0x7a6a')
    expect(getAccount(config).chainId).toBe(31338)
    expect(events).toContainEqual({ type: 'chainChanged', connectorId: 'walletConnect', chainId: 31338 })

    provider.emit('disconnect', undefined)
    expect(getAccount(config).status).toBe('disconnected')
    expect(events).toContainEqual({ type: 'disconnect', connectorId: 'walletConnect' })
  })

  it.each([true, [1], '', 'Ethereum', '0xzz'])(
    'R-SEC-11 R-ERR-12 a chain id of %j is an error, never a network: the connect fails, a chainChanged with it is ignored',
    async (bad) => {
      const { adapter, config } = await setup()
      const liar = sessionProvider().handle('eth_chainId', () => bad)
      adapter.addConnector?.(entry(liar))
      await expect(adapter.connect({ connectorId: 'walletConnect', network })).rejects.toThrow()
      expect(getAccount(config).status).not.toBe('connected')

      const provider = sessionProvider()
      const { adapter: other, config: otherConfig } = await setup()
      other.addConnector?.(entry(provider))
      await other.connect({ connectorId: 'walletConnect', network })
      provider.emit('chainChanged', bad)
      expect(getAccount(otherConfig).chainId).toBe(31337)
    },
  )

  it("R-WC-01 the app's own wagmi connect through it reaches Sigil; disconnect revokes the session", async () => {
    const { adapter, config, events } = await setup()
    const provider = sessionProvider()
    adapter.addConnector?.(entry(provider))
    const connector = config.connectors.find((c) => c.id === 'walletConnect')
    if (!connector) throw new Error('no shared connector in the wagmi config')
    await connect(config, { connector })
    expect(events).toContainEqual(expect.objectContaining({ type: 'connect' }))
    await adapter.disconnect({ connectorId: 'walletConnect' })
    expect(provider.methods()).toContain('wallet_revokePermissions')
    expect(getAccount(config).status).toBe('disconnected')
  })

  it("R-WC-01 wagmi's reconnect asks the provider only after a connection through it", async () => {
    const storage = createMemoryStorage()
    const first = await setup(storage)
    const provider = sessionProvider()
    first.adapter.addConnector?.(entry(provider))
    await reconnect(first.config)
    expect(provider.calls).toEqual([])
    await first.adapter.connect({ connectorId: 'walletConnect', network })

    // a reload: a new config and adapter on the same storage
    const again = await setup(storage)
    const restored = sessionProvider()
    again.adapter.addConnector?.(entry(restored))
    const connection = await again.adapter.reconnect({ connectorId: 'walletConnect', network })
    expect(connection.accounts[0]?.address).toBe(ADDRESS)
    expect(restored.methods()).not.toContain('eth_requestAccounts')
    expect(getAccount(again.config).connector?.id).toBe('walletConnect')

    await disconnect(again.config)
    expect(restored.methods()).toContain('wallet_revokePermissions')
  })

  it('a connector without an EIP-1193 provider is not offered', async () => {
    const { adapter, config, logs } = await setup()
    adapter.addConnector?.(entry(undefined))
    expect(config.connectors.some((c) => c.id === 'walletConnect')).toBe(false)
    expect(JSON.stringify(logs)).toMatch(/no EIP-1193 provider/)
  })
  it('R-WC-01 a client with the bridge takes the WalletConnect connector without loading its SDK', async () => {
    installPage()
    const config = testWagmiConfig({ networks: [network] })
    const { sink, records: logs } = createMemoryLogSink()
    const client = createSigil({
      projectId: 'p',
      networks: [network],
      adapters: [wagmiAdapter(config)],
      connectors: [
        walletConnect({
          projectId: 'p',
          relayUrl: 'ws://127.0.0.1:1',
          metadata: { name: 'test', description: 'test', url: 'http://127.0.0.1', icons: [] },
        }),
      ],
      logLevel: 'warn',
      logSink: sink,
    })
    await client.ready()
    expect(client.getConnectors().find((c) => c.id === 'walletConnect')?.type).toBe('WALLET_CONNECT')
    expect(config.connectors.some((c) => c.id === 'walletConnect')).toBe(true)
    expect(JSON.stringify(logs)).not.toMatch(/cannot use/)
    client.destroy()
  })
  it("R-WC-01 the shared connector wins over an app connector with its id (wagmi's own walletConnect())", async () => {
    installPage()
    const appOwn = createConnector(() => ({
      id: 'walletConnect',
      name: 'App WalletConnect',
      type: 'walletConnect',
      connect: async () => {
        throw new Error('the app connector must not be used')
      },
      disconnect: async () => undefined,
      getAccounts: async () => [],
      getChainId: async () => 31337,
      getProvider: async () => undefined,
      isAuthorized: async () => false,
      onAccountsChanged: () => undefined,
      onChainChanged: () => undefined,
      onDisconnect: () => undefined,
    }))
    const config = testWagmiConfig({ networks: [network], connectors: [appOwn] })
    const adapter = wagmiAdapter(config)
    await adapter.setup(recordingContext([network]).context)
    const provider = sessionProvider()
    adapter.addConnector?.(entry(provider))
    await vi.waitFor(() =>
      expect(adapter.getConnectors().filter((c) => c.id === 'walletConnect')).toEqual([
        expect.objectContaining({ type: 'WALLET_CONNECT', provider }),
      ]),
    )
    await adapter.connect({ connectorId: 'walletConnect', network })
    expect(getAccount(config).connector?.type).toBe(SHARED_CONNECTOR_TYPE)
  })
  it("R-WC-01 the app's wagmi connect with a chainId asks the wallet to switch there", async () => {
    const { adapter, config } = await setup()
    const provider = sessionProvider().handle('wallet_switchEthereumChain', () => null)
    adapter.addConnector?.(entry(provider))
    const connector = config.connectors.find((c) => c.id === 'walletConnect')
    if (!connector) throw new Error('no shared connector in the wagmi config')
    const result = await connect(config, { connector, chainId: 31338 })
    expect(result.chainId).toBe(31338)
    expect(provider.calls).toContainEqual({
      method: 'wallet_switchEthereumChain',
      params: [{ chainId: '0x7a6a' }],
    })
    expect(getAccount(config).chainId).toBe(31338)
  })
})
