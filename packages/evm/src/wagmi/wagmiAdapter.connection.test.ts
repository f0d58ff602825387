import { createMemoryStorage, createSigil } from '@sigil/core'
import { connect, disconnect, getAccount, reconnect } from '@wagmi/core'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { recordingContext, testNetwork } from '../test/context.js'
import { type FakeEip1193Provider, walletError, walletProvider } from '../test/FakeEip1193Provider.js'
import { walletInfo } from '../test/FakeWindow.js'
import { installPage, testWagmiConfig } from './test/wagmiPage.js'
import { wagmiAdapter } from './wagmiAdapter.js'

const ADDRESS = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const OTHER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const WALLET = 'dev.sigil.test'
const network = testNetwork({ id: 31337 })
const second = testNetwork({ id: 31338 })

afterEach(() => {
  vi.unstubAllGlobals()
})

/** A page with one announced wallet, a wagmi config that discovered it, and the adapter set up. */
async function announcedSetup(provider: FakeEip1193Provider, storage = createMemoryStorage()) {
  const page = installPage()
  page.installWallet({ info: walletInfo(), provider })
  const config = testWagmiConfig({ networks: [network, second], storage })
  const adapter = wagmiAdapter(config)
  const recorded = recordingContext([network, second])
  await adapter.setup(recorded.context)
  return { page, config, adapter, ...recorded }
}

describe('wagmiAdapter() connection', () => {
  it("R-EVM-02 connecting through Sigil is wagmi's connection too (getAccount)", async () => {
    const provider = walletProvider([ADDRESS.toLowerCase()], 31337)
    const { adapter, config, events } = await announcedSetup(provider)
    const connection = await adapter.connect({ connectorId: WALLET, network })
    expect(connection).toEqual({
      connectorId: WALLET,
      accounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
      chainId: 31337,
    })
    expect(provider.methods()).toContain('eth_requestAccounts')
    expect(getAccount(config)).toMatchObject({ status: 'connected', address: ADDRESS, chainId: 31337 })
    expect(getAccount(config).connector?.id).toBe(WALLET)
    // the adapter's own connect is not reported back to the client as an outside connection
    expect(events.filter((event) => event.type === 'connect')).toEqual([])
  })

  it("R-EVM-02 R-STATE-15 an account connected with wagmi's connect action is seen by Sigil", async () => {
    const page = installPage()
    page.installWallet({ info: walletInfo(), provider: walletProvider([ADDRESS], 31337) })
    const config = testWagmiConfig({ networks: [network] })
    const client = createSigil({ projectId: 'p', networks: [network], adapters: [wagmiAdapter(config)] })
    await client.ready()
    expect(client.getAccount('eip155').status).toBe('disconnected')

    const [wallet] = config.connectors
    if (!wallet) throw new Error('wagmi discovered no wallet')
    await connect(config, { connector: wallet })
    expect(client.getAccount('eip155')).toMatchObject({
      status: 'connected',
      address: ADDRESS,
      caipAddress: `eip155:31337:${ADDRESS}`,
    })
    expect(client.getState().connection.activeConnectorId.eip155).toBe(WALLET)

    // and wagmi's disconnect action disconnects Sigil
    await disconnect(config)
    expect(client.getAccount('eip155').status).toBe('disconnected')
    client.destroy()
  })

  it("R-ERR-12 a wallet's refusal (4001) on connect is 'Connection rejected'; wagmi stays disconnected", async () => {
    const provider = walletProvider([ADDRESS], 1).handle('eth_requestAccounts', () => {
      throw walletError(4001, 'User rejected the request.')
    })
    const { adapter, config } = await announcedSetup(provider)
    await expect(adapter.connect({ connectorId: WALLET, network })).rejects.toMatchObject({
      code: 'CONNECTION_REJECTED',
      shortMessage: 'Connection rejected',
    })
    expect(getAccount(config).status).toBe('disconnected')
  })

  it('R-EVM-12 reconnect uses eth_accounts and never prompts; no authorized account is a failed connect', async () => {
    const provider = walletProvider([ADDRESS], 31337)
    const { adapter, config } = await announcedSetup(provider)
    const connection = await adapter.reconnect({ connectorId: WALLET, network })
    expect(connection.accounts.map((a) => a.address)).toEqual([ADDRESS])
    expect(provider.methods()).toContain('eth_accounts')
    expect(provider.methods()).not.toContain('eth_requestAccounts')
    expect(getAccount(config).status).toBe('connected')

    const locked = walletProvider([], 31337)
    const { adapter: again } = await announcedSetup(locked)
    await expect(again.reconnect({ connectorId: WALLET, network })).rejects.toMatchObject({
      code: 'FAILED_TO_CONNECT',
    })
    expect(locked.methods()).not.toContain('eth_requestAccounts')
  })

  it("R-STATE-19 reconnect joins the app's own wagmi reconnect instead of being turned away by it", async () => {
    const provider = walletProvider([ADDRESS], 31337)
    const { adapter, config } = await announcedSetup(provider)
    const apps = reconnect(config)
    const ours = adapter.reconnect({ connectorId: WALLET, network })
    await apps
    await expect(ours).resolves.toMatchObject({ connectorId: WALLET, chainId: 31337 })
  })

  it('R-STATE-24 the wallet changing account or chain, or disconnecting, comes back as adapter events', async () => {
    const provider = walletProvider([ADDRESS], 31337)
    const { adapter, events } = await announcedSetup(provider)
    await adapter.connect({ connectorId: WALLET, network })
    events.length = 0

    provider.emit('accountsChanged', [OTHER])
    provider.emit('chainChanged', '0x7a6a')
    await vi.waitFor(() => expect(events).toHaveLength(2))
    expect(events).toEqual([
      {
        type: 'accountsChanged',
        connectorId: WALLET,
        accounts: [{ namespace: 'eip155', address: OTHER, type: 'eoa' }],
      },
      { type: 'chainChanged', connectorId: WALLET, chainId: 31338 },
    ])

    provider.emit('accountsChanged', [])
    await vi.waitFor(() => expect(events).toContainEqual({ type: 'disconnect', connectorId: WALLET }))
  })

  it("R-STATE-01 disconnecting through Sigil ends wagmi's connection and is not echoed as an event", async () => {
    const provider = walletProvider([ADDRESS], 31337)
    const { adapter, config, events } = await announcedSetup(provider)
    await adapter.connect({ connectorId: WALLET, network })
    events.length = 0
    await adapter.disconnect({ connectorId: WALLET })
    expect(getAccount(config).status).toBe('disconnected')
    expect(events).toEqual([])
    // wagmi remembers the disconnect: its reconnect on the next load does not restore it
    await expect(adapter.reconnect({ connectorId: WALLET, network })).rejects.toMatchObject({
      code: 'FAILED_TO_CONNECT',
    })
  })

  it('connecting an unknown connector fails without touching wagmi', async () => {
    const { adapter, config } = await announcedSetup(walletProvider([ADDRESS], 1))
    await expect(adapter.connect({ connectorId: 'io.nowhere', network })).rejects.toMatchObject({
      code: 'FAILED_TO_CONNECT',
    })
    expect(getAccount(config).status).toBe('disconnected')
  })
})
