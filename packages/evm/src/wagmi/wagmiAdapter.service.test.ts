import { createMemoryStorage, createSigil, type SigilClient } from '@sigil/core'
import {
  connect as connectWagmi,
  disconnect as disconnectWagmi,
  getAccount,
  http,
  reconnect as reconnectWagmi,
} from '@wagmi/core'
import { createPublicClient, type Hex, parseEther, verifyMessage, http as viemHttp } from 'viem'
import { generatePrivateKey, privateKeyToAccount } from 'viem/accounts'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import { LATE_WALLET_MS } from '../discovery/walletArrivals.js'
import { testNetwork } from '../test/context.js'
import { walletInfo } from '../test/FakeWindow.js'
import { type Anvil, startAnvil } from '../test/startAnvil.js'
import { chainWallet } from './test/chainWallet.js'
import { installPage, testWagmiConfig } from './test/wagmiPage.js'
import { wagmiAdapter } from './wagmiAdapter.js'

// The first funded account of anvil's well-known test mnemonic (test-only key).
const FUNDED_KEY: Hex = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'
const account = privateKeyToAccount(FUNDED_KEY)
const WALLET = 'dev.sigil.test'
const HOME = 31337
const AWAY = 31338

describe('wagmiAdapter() with a Sigil client, against local chains', () => {
  let home: Anvil
  let away: Anvil
  const clients: SigilClient[] = []

  beforeAll(async () => {
    ;[home, away] = await Promise.all([startAnvil(HOME), startAnvil(AWAY)])
  })

  afterAll(async () => {
    await Promise.all([home?.stop(), away?.stop()])
  })

  afterEach(() => {
    for (const client of clients.splice(0)) client.destroy()
    vi.unstubAllGlobals()
  })

  const networks = () =>
    [
      testNetwork({ id: HOME, name: 'Home', rpcUrls: { default: { http: [home.url] } } }),
      testNetwork({ id: AWAY, name: 'Away', rpcUrls: { default: { http: [away.url] } } }),
    ] as const

  /** One page load: the wallet announces itself, the app makes its wagmi config and its Sigil client. */
  async function loadPage(
    wallet: ReturnType<typeof chainWallet>,
    storage: ReturnType<typeof createMemoryStorage>,
  ) {
    const page = installPage()
    page.installWallet({ info: walletInfo(), provider: wallet.provider })
    const config = testWagmiConfig({
      networks: networks(),
      storage,
      transports: { [HOME]: http(home.url), [AWAY]: http(away.url) },
    })
    const client = createSigil({
      projectId: 'p',
      networks: [...networks()],
      adapters: [wagmiAdapter(config)],
      storage,
    })
    clients.push(client)
    await client.ready()
    return { config, client }
  }

  const wallet = () => chainWallet(account, { [HOME]: home.url, [AWAY]: away.url }, HOME)

  it('R-EVM-02 R-API-37 R-NET-01 connect through Sigil, wagmi shows it; balance, switch, sign and send on chain', async () => {
    const storage = createMemoryStorage()
    const { config, client } = await loadPage(wallet(), storage)

    await client.connect({ connectorId: WALLET, namespace: 'eip155' })
    expect(getAccount(config)).toMatchObject({
      status: 'connected',
      address: account.address,
      chainId: HOME,
    })
    await vi.waitFor(() => expect(client.getAccount('eip155').balance).toBe('10000'))

    await client.switchNetwork(`eip155:${AWAY}`)
    expect(getAccount(config).chainId).toBe(AWAY)
    expect(client.getState().chain.activeNetwork?.caipNetworkId).toBe(`eip155:${AWAY}`)

    const signature = await client.signMessage('Sign in to Sigil')
    await expect(
      verifyMessage({ address: account.address, message: 'Sign in to Sigil', signature: signature as Hex }),
    ).resolves.toBe(true)

    const receiver = privateKeyToAccount(generatePrivateKey()).address
    const hash = await client.sendTransaction({ to: receiver, value: parseEther('0.25').toString() })
    const chain = createPublicClient({ transport: viemHttp(away.url) })
    const receipt = await chain.waitForTransactionReceipt({ hash: hash as Hex, pollingInterval: 50 })
    expect(receipt.status).toBe('success')
    expect(await chain.getBalance({ address: receiver })).toBe(parseEther('0.25'))
  })

  it('R-STATE-19 after a reload (new wagmi config and Sigil client, same storage) both are connected again without a prompt', async () => {
    const storage = createMemoryStorage()
    const first = wallet()
    const before = await loadPage(first, storage)
    await before.client.connect({ connectorId: WALLET, namespace: 'eip155' })
    expect(first.prompts()).toBe(1)
    before.client.destroy()

    const again = wallet()
    const after = await loadPage(again, storage)
    expect(after.client.getAccount('eip155')).toMatchObject({ status: 'connected', address: account.address })
    expect(getAccount(after.config)).toMatchObject({ status: 'connected', address: account.address })
    expect(again.prompts()).toBe(0)
    expect(again.provider.methods()).toContain('eth_accounts')
  })

  /**
   * A reload on which the wallet's extension runs late: the app's wagmi config and its reconnect on
   * mount (what WagmiProvider does) and the Sigil client start before the wallet announces itself.
   * `announce` puts it on the page once Sigil's restore has asked the adapter.
   */
  async function loadPageBeforeWallet(
    wallet: ReturnType<typeof chainWallet>,
    storage: ReturnType<typeof createMemoryStorage>,
  ) {
    const page = installPage()
    const config = testWagmiConfig({
      networks: networks(),
      storage,
      transports: { [HOME]: http(home.url), [AWAY]: http(away.url) },
    })
    const onMount = reconnectWagmi(config)
    const adapter = wagmiAdapter(config)
    let restoreBegan = (): void => {}
    const restoring = new Promise<void>((resolve) => {
      restoreBegan = resolve
    })
    const reconnectAdapter = adapter.reconnect.bind(adapter)
    adapter.reconnect = (parameters) => {
      restoreBegan()
      return reconnectAdapter(parameters)
    }
    const client = createSigil({ projectId: 'p', networks: [...networks()], adapters: [adapter], storage })
    clients.push(client)
    // wagmi's own reconnect found no wallet and gave up, as it does on such a reload.
    expect(await onMount).toEqual([])
    expect(getAccount(config).status).toBe('disconnected')
    const announce = () => page.installWallet({ info: walletInfo(), provider: wallet.provider })
    return { config, client, restoring, announce }
  }

  it('R-STATE-19 R-STATE-01 a wallet announcing itself after the restore began is reconnected in Sigil and wagmi, never showing Connect', async () => {
    const storage = createMemoryStorage()
    const before = await loadPage(wallet(), storage)
    await before.client.connect({ connectorId: WALLET, namespace: 'eip155' })
    before.client.destroy()

    const again = wallet()
    const after = await loadPageBeforeWallet(again, storage)
    const statuses: string[] = []
    after.client.subscribe(
      (state) => state.connection.status.eip155,
      (status) => statuses.push(status),
    )
    expect(after.client.getAccount('eip155').status).toBe('connecting')
    await after.restoring
    // A macrotask later: the restore has looked for the wallet and found nothing yet.
    await new Promise((resolve) => setTimeout(resolve, 0))
    expect(after.client.getAccount('eip155').status).toBe('connecting')
    after.announce()
    await after.client.ready()

    expect(after.client.getAccount('eip155')).toMatchObject({ status: 'connected', address: account.address })
    expect(getAccount(after.config)).toMatchObject({ status: 'connected', address: account.address })
    expect(getAccount(after.config).connector?.id).toBe(WALLET)
    expect(statuses).not.toContain('disconnected')
    expect(again.prompts()).toBe(0)
    expect(again.provider.methods()).toContain('eth_accounts')
  })

  it('R-STATE-20 a remembered wallet that never announces is given up after the late-wallet wait; connecting it later works', async () => {
    const storage = createMemoryStorage()
    const before = await loadPage(wallet(), storage)
    await before.client.connect({ connectorId: WALLET, namespace: 'eip155' })
    before.client.destroy()

    const again = wallet()
    const after = await loadPageBeforeWallet(again, storage)
    const started = Date.now()
    await after.client.ready()
    expect(Date.now() - started).toBeGreaterThanOrEqual(LATE_WALLET_MS - 50)
    expect(after.client.getAccount('eip155').status).toBe('disconnected')
    expect(again.provider.methods()).toEqual([])

    // The wallet that turns up after all is listed, and connecting it works: nothing is stranded.
    after.announce()
    await vi.waitFor(() =>
      expect(after.client.getState().connectors.list.map((connector) => connector.id)).toContain(WALLET),
    )
    await after.client.connect({ connectorId: WALLET, namespace: 'eip155' })
    expect(after.client.getAccount('eip155')).toMatchObject({ status: 'connected', address: account.address })
    expect(getAccount(after.config)).toMatchObject({ status: 'connected', address: account.address })
  })

  it('R-STATE-01 disconnecting from either side disconnects both, and a reload stays disconnected', async () => {
    const storage = createMemoryStorage()
    const { config, client } = await loadPage(wallet(), storage)

    // connected by Sigil, disconnected by the app's wagmi
    await client.connect({ connectorId: WALLET, namespace: 'eip155' })
    await disconnectWagmi(config)
    expect(client.getAccount('eip155').status).toBe('disconnected')

    // connected by the app's wagmi, disconnected by Sigil
    const [connector] = config.connectors
    if (!connector) throw new Error('wagmi discovered no wallet')
    await connectWagmi(config, { connector })
    expect(client.getAccount('eip155')).toMatchObject({ status: 'connected', address: account.address })
    await client.disconnect({ namespace: 'eip155' })
    expect(getAccount(config).status).toBe('disconnected')
    client.destroy()

    const after = await loadPage(wallet(), storage)
    expect(after.client.getAccount('eip155').status).toBe('disconnected')
    expect(getAccount(after.config).status).toBe('disconnected')
  })

  it('R-SIWX-06 checks a sign-in signature on the app’s chain through its wagmi config', async () => {
    const config = testWagmiConfig({
      networks: networks(),
      transports: { [HOME]: http(home.url), [AWAY]: http(away.url) },
    })
    const adapter = wagmiAdapter(config)
    const [network] = networks()
    const message = 'demo.example wants you to sign in with your Ethereum account'
    const signature = await account.signMessage({ message })
    expect(await adapter.verifySignature({ network, address: account.address, message, signature })).toBe(
      true,
    )
    // Not this account's: the chain is asked (ERC-1271 / ERC-6492) and says no.
    const stranger = privateKeyToAccount(generatePrivateKey())
    const wrong = await stranger.signMessage({ message })
    expect(
      await adapter.verifySignature({ network, address: account.address, message, signature: wrong }),
    ).toBe(false)
  })
})
