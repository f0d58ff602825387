import { type CaipNetwork, createMemoryStorage, createSigil, type SigilClient } from '@sigil/core'
import { type Devnet, startDevnet } from '@sigil/devnet'
import type { TestWallet } from '@sigil/test/relay'
import { devnetEvmNetworks, MemoryStorage, startRelayWallet } from '@sigil/test/relay'
import { walletConnect } from '@sigil/walletconnect'
import { getAccount, http } from '@wagmi/core'
import { type Hex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { testWagmiConfig } from './test/wagmiPage.js'
import { wagmiAdapter } from './wagmiAdapter.js'

let devnet: Devnet
let wallet: TestWallet
let networks: [CaipNetwork, ...CaipNetwork[]]
const clients: SigilClient[] = []

beforeAll(async () => {
  devnet = await startDevnet({ walletCount: 0 })
  const [first, ...rest] = devnetEvmNetworks(devnet)
  if (!first) throw new Error('devnet has no chain')
  networks = [first, ...rest]
  wallet = await startRelayWallet(devnet, 4)
})
afterAll(async () => {
  for (const client of clients) client.destroy()
  await wallet?.stop()
  await devnet?.stop()
})

/** Resolves once `predicate` holds, checked on each change of the client's state. */
const until = (client: SigilClient, predicate: () => boolean) =>
  new Promise<void>((resolve) => {
    if (predicate()) return resolve()
    const stop = client.subscribe(
      (state) => state,
      () => {
        if (!predicate()) return
        stop()
        resolve()
      },
    )
  })

const nextPairingUri = (client: SigilClient) =>
  new Promise<string>((resolve) => {
    const check = () => {
      const uri = client.getState().router.pairingUri
      if (uri === undefined) return
      stop()
      resolve(uri)
    }
    const stop = client.subscribe((state) => state.router.pairingUri, check)
    check()
  })

type Page = {
  config: ReturnType<typeof testWagmiConfig>
  client: SigilClient
  storage: ReturnType<typeof createMemoryStorage>
  sdkStorage: MemoryStorage
  sdkStoragePrefix: string
}
let pageCount = 0

/** One page load: the app's wagmi config and its Sigil client; storages survive a "reload". */
function page(kept?: Page): Page {
  const storage = kept?.storage ?? createMemoryStorage()
  const sdkStorage = kept?.sdkStorage ?? new MemoryStorage()
  // The SDK keeps one core per prefix and process: each page its own, a reloaded page its old one.
  const sdkStoragePrefix = kept?.sdkStoragePrefix ?? `wagmi-bridge-page-${++pageCount}`
  const config = testWagmiConfig({
    networks,
    storage,
    transports: Object.fromEntries(devnet.chains.map((chain) => [chain.chainId, http(chain.rpcUrl)])),
  })
  const client = createSigil({
    projectId: devnet.projectId,
    networks,
    adapters: [wagmiAdapter(config)],
    connectors: [
      walletConnect({
        projectId: devnet.projectId,
        relayUrl: devnet.urls.relay,
        metadata: { name: 'Sigil wagmi test', description: 'test', url: 'http://127.0.0.1', icons: [] },
        sdkStorage,
        sdkStoragePrefix,
      }),
    ],
    storage,
  })
  clients.push(client)
  return { config, client, storage, sdkStorage, sdkStoragePrefix }
}

describe('the WalletConnect connector through the wagmi bridge, with the wallet SDK on the other end', () => {
  it('R-WC-01 a phone wallet paired through Sigil is the app’s wagmi connection, both ways', async () => {
    const { config, client } = page()
    await client.ready()
    expect(client.getConnectors().find((c) => c.id === 'walletConnect')?.type).toBe('WALLET_CONNECT')

    const connecting = client.connect({ connectorId: 'walletConnect', namespace: 'eip155' })
    const topic = await wallet.pair(await nextPairingUri(client))
    await connecting

    const [home, away] = devnet.chains
    if (!home || !away) throw new Error('devnet needs two chains')
    expect(getAccount(config)).toMatchObject({
      status: 'connected',
      address: wallet.account.address,
      chainId: home.chainId,
    })
    expect(getAccount(config).connector?.id).toBe('walletConnect')
    expect(client.getAccount('eip155').address).toBe(wallet.account.address)

    // a request through wagmi's signMessage reaches the phone, which answers
    const message = 'Sign in through the wagmi bridge'
    const signature = (await client.signMessage(message, 'eip155')) as Hex
    expect(await verifyMessage({ address: wallet.account.address, message, signature })).toBe(true)
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'personal_sign' })

    // the wallet moves chain: wagmi and Sigil follow
    await wallet.switchChain(topic, away.chainId)
    await until(client, () => client.getState().chain.activeNetwork?.id === away.chainId)
    expect(getAccount(config).chainId).toBe(away.chainId)

    // Sigil switches back through wagmi's switchChain: the wallet is asked and wagmi follows
    await client.switchNetwork(networks[0])
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'wallet_switchEthereumChain' })
    expect(getAccount(config).chainId).toBe(home.chainId)
    expect(client.getState().chain.activeNetwork?.id).toBe(home.chainId)

    // the wallet ends the session: wagmi and Sigil are disconnected
    await wallet.disconnect(topic)
    await until(client, () => client.getState().accounts.eip155.status === 'disconnected')
    expect(getAccount(config).status).toBe('disconnected')
  })
  it('R-WC-01 a reload restores the session through wagmi without a new pairing', async () => {
    const first = page()
    await first.client.ready()
    const connecting = first.client.connect({ connectorId: 'walletConnect', namespace: 'eip155' })
    await wallet.pair(await nextPairingUri(first.client))
    await connecting
    // The old page's SDK stays alive beside the reloaded one here, as it never would in a browser.
    first.client.destroy()

    const reloaded = page(first)
    let pairings = 0
    reloaded.client.subscribe(
      (state) => state.router.pairingUri,
      (uri) => {
        if (uri !== undefined) pairings++
      },
    )
    await reloaded.client.ready()
    expect(reloaded.client.getAccount('eip155').address).toBe(wallet.account.address)
    expect(getAccount(reloaded.config)).toMatchObject({
      status: 'connected',
      address: wallet.account.address,
    })
    expect(getAccount(reloaded.config).connector?.id).toBe('walletConnect')
    expect(pairings).toBe(0)
  })
})
