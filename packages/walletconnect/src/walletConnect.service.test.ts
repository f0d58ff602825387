import { type CaipNetwork, createMemoryStorage, createSigil, type SigilClient } from '@sigil/core'
import { createSiwx } from '@sigil/core/siwx'
import { type Devnet, startDevnet } from '@sigil/devnet'
import { evm } from '@sigil/evm'
import {
  devnetEvmNetworks,
  MemoryStorage,
  startRelayWallet,
  startTestWallet,
  type TestWallet,
} from '@sigil/test/relay'
import { type Hex, stringToHex, verifyMessage } from 'viem'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type WalletConnectConnector, walletConnect } from './walletConnect.js'

let devnet: Devnet
let wallet: TestWallet
let networks: CaipNetwork[]
const clients: SigilClient[] = []

beforeAll(async () => {
  devnet = await startDevnet({ walletCount: 0 })
  networks = devnetEvmNetworks(devnet)
  wallet = await startRelayWallet(devnet, 3)
})
afterAll(async () => {
  for (const client of clients) client.destroy()
  await wallet?.stop()
  await devnet?.stop()
})

type Page = {
  client: SigilClient
  sdkStorage: MemoryStorage
  sdkStoragePrefix: string
  storage: ReturnType<typeof createMemoryStorage>
}
let pageCount = 0

/** A page: a client with the EVM adapter and the connector; storages survive a "reload". */
function page(kept?: Page, pairingLifetimeMs?: number): Page {
  const sdkStorage = kept?.sdkStorage ?? new MemoryStorage()
  const storage = kept?.storage ?? createMemoryStorage()
  // One SDK core per prefix and process: each page gets its own, a reloaded page its old one.
  const sdkStoragePrefix = kept?.sdkStoragePrefix ?? `page-${++pageCount}`
  const client = createSigil({
    projectId: devnet.projectId,
    networks,
    adapters: [evm()],
    connectors: [
      walletConnect({
        projectId: devnet.projectId,
        relayUrl: devnet.urls.relay,
        metadata: { name: 'Sigil test', description: 'test', url: 'http://127.0.0.1', icons: [] },
        sdkStorage,
        sdkStoragePrefix,
        ...(pairingLifetimeMs === undefined ? {} : { pairingLifetimeMs }),
      }),
    ],
    storage,
  })
  clients.push(client)
  return { client, sdkStorage, sdkStoragePrefix, storage }
}

const nextPairingUri = (client: SigilClient, not?: string) =>
  new Promise<string>((resolve) => {
    const check = () => {
      const uri = client.getState().router.pairingUri
      if (uri !== undefined && uri !== not) {
        stop()
        resolve(uri)
      }
    }
    const stop = client.subscribe((state) => state.router.pairingUri, check)
    check()
  })

const until = (client: SigilClient, predicate: () => boolean) =>
  new Promise<void>((resolve) => {
    if (predicate()) return resolve()
    const stop = client.subscribe(
      (state) => state,
      () => {
        if (predicate()) {
          stop()
          resolve()
        }
      },
    )
  })

describe('WalletConnect through the devnet relay, with the wallet SDK on the other end', () => {
  let first: Page
  let last: Page
  let topic: string

  it('R-WC-01 a pairing shown by the client ends with the wallet’s account connected', async () => {
    first = page()
    await first.client.ready()
    const connecting = first.client.connect({ connectorId: 'walletConnect', namespace: 'eip155' })
    const uri = await nextPairingUri(first.client)
    expect(uri).toMatch(/^wc:[0-9a-f]{64}@2\?/)
    topic = await wallet.pair(uri)
    await connecting
    const state = first.client.getState()
    expect(state.accounts.eip155.address?.toLowerCase()).toBe(wallet.account.address.toLowerCase())
    expect(state.router.pairingUri).toBeUndefined()
  })

  it('R-WC-01 a personal_sign from the client is answered by the wallet SDK and verifies', async () => {
    const message = 'Sign in to the Sigil test'
    const signature = (await first.client.signMessage(message, 'eip155')) as Hex
    expect(await verifyMessage({ address: wallet.account.address, message, signature })).toBe(true)
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'personal_sign' })
    expect(stringToHex(message)).toMatch(/^0x/)
  })

  it('chainChanged from the wallet moves the client to that network', async () => {
    await wallet.switchChain(topic, 31338)
    await until(first.client, () => first.client.getState().chain.activeNetwork?.id === 31338)
    expect(first.client.getState().chain.activeNetwork?.caipNetworkId).toBe('eip155:31338')
  })

  it('switching network from the client asks the wallet, which follows', async () => {
    await first.client.switchNetwork(networks[0]!)
    expect(first.client.getState().chain.activeNetwork?.id).toBe(31337)
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'wallet_switchEthereumChain' })
  })

  it('the wallet ending the session disconnects the client', async () => {
    await wallet.disconnect(topic)
    await until(first.client, () => first.client.getState().accounts.eip155.status === 'disconnected')
    expect(first.client.getState().accounts.eip155.address).toBeUndefined()
  })

  it('R-WC-02 a pairing about to expire is replaced by a fresh one without anyone acting, and the fresh one pairs', async () => {
    const short = page(undefined, 10_800)
    await short.client.ready()
    const connecting = short.client.connect({ connectorId: 'walletConnect', namespace: 'eip155' })
    const firstUri = await nextPairingUri(short.client)
    const freshUri = await nextPairingUri(short.client, firstUri)
    expect(freshUri).not.toBe(firstUri)
    await wallet.pair(freshUri)
    await connecting
    expect(short.client.getState().accounts.eip155.status).toBe('connected')
  })

  it('a relay that drops mid-pairing ends the attempt with words to act on, and the retry pairs', async () => {
    const dropped = page()
    await dropped.client.ready()
    const connecting = dropped.client.connect({ connectorId: 'walletConnect', namespace: 'eip155' })
    const shown = await nextPairingUri(dropped.client)
    // The QR shows before its proposal is on the relay; the relay drops once it is.
    const connector = dropped.client.config.connectors?.[0] as WalletConnectConnector
    while (connector.readyPairing() !== shown) await new Promise((resolve) => setTimeout(resolve, 20))
    await fetch(`${devnet.urls.admin}/relay`, { method: 'POST', body: JSON.stringify({ mode: 'drop' }) })
    const error = await connecting.then(
      () => undefined,
      (failure: unknown) => failure,
    )
    expect(String((error as { details?: string }).details ?? error)).toMatch(/relay was lost/)
    expect(dropped.client.getState().connection.lastError).toBeDefined()
    const retry = dropped.client.connect({ connectorId: 'walletConnect', namespace: 'eip155' })
    await wallet.pair(await nextPairingUri(dropped.client))
    await retry
    expect(dropped.client.getState().accounts.eip155.status).toBe('connected')
    last = dropped
  })

  it('a reload restores the session without a new pairing', async () => {
    // Last: the SDK keeps one core per prefix and process, so the old page's SDK stays alive
    // beside the reloaded one here, as it never would in a browser.
    last.client.destroy()
    const reloaded = page(last)
    let pairings = 0
    reloaded.client.subscribe(
      (state) => state.router.pairingUri,
      (uri) => {
        if (uri !== undefined) pairings++
      },
    )
    await reloaded.client.ready()
    expect(reloaded.client.getState().accounts.eip155.address?.toLowerCase()).toBe(
      wallet.account.address.toLowerCase(),
    )
    expect(pairings).toBe(0)
  })

  /** A page with sign-in configured (the default config, sessions in its storage). */
  const signInPage = () => {
    const storage = createMemoryStorage()
    const siwx = createSiwx({
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173/',
      statement: 'Sign in to the Sigil test',
      expiresInMs: 3_600_000,
      storage,
    })
    const client = createSigil({
      projectId: devnet.projectId,
      networks,
      adapters: [evm()],
      connectors: [
        walletConnect({
          projectId: devnet.projectId,
          relayUrl: devnet.urls.relay,
          metadata: { name: 'Sigil test', description: 'test', url: 'http://127.0.0.1', icons: [] },
          sdkStorage: new MemoryStorage(),
          sdkStoragePrefix: `page-${++pageCount}`,
        }),
      ],
      storage,
      siwx,
    })
    clients.push(client)
    const views: string[] = []
    client.subscribe(
      (state) => (state.modal.open ? state.router.view : undefined),
      (view) => {
        if (view !== undefined) views.push(view)
      },
    )
    return { client, siwx, views }
  }

  it('R-WC-03 R-SIWX-01 R-SIWX-05 one-click sign-in: one approval connects and signs in on every chain, sessions verified and stored, no second signature asked', async () => {
    const { client, siwx, views } = signInPage()
    await client.ready()
    const signedBefore = wallet.signedIn.length
    const requestsBefore = wallet.requests.length
    const connecting = client.connect({ connectorId: 'walletConnect', namespace: 'eip155' })
    await wallet.pair(await nextPairingUri(client))
    await connecting
    await until(client, () => client.getState().siwx.status === 'signed')

    const address = wallet.account.address
    const signed = wallet.signedIn.slice(signedBefore)
    expect(signed).toHaveLength(networks.length)
    for (const network of networks) {
      const session = await siwx.getSession({ chainId: network.caipNetworkId, address })
      expect(session?.data).toMatchObject({ domain: '127.0.0.1:5173', accountAddress: address })
      // What is stored is exactly what the wallet signed, and the signature is the wallet's.
      expect(signed.map((entry) => entry.message)).toContain(session?.message)
      expect(
        await verifyMessage({ address, message: session!.message, signature: session!.signature as Hex }),
      ).toBe(true)
    }
    expect(client.getState().siwx.session?.data.chainId).toBe(
      client.getState().chain.activeNetwork?.caipNetworkId,
    )
    expect(views).not.toContain('SIWXSignMessage')
    expect(wallet.requests.slice(requestsBefore).filter((r) => r.method === 'personal_sign')).toEqual([])
  })

  it('R-WC-03 R-SIWX-04 R-SIWX-06 a wallet that does not sign in while connecting is connected, then asked for the sign-in message as usual', async () => {
    const plain = await startTestWallet({
      relayUrl: devnet.urls.relay,
      projectId: devnet.projectId,
      privateKey: devnet.accounts[4]!.privateKey,
      chainIds: devnet.chains.map((chain) => chain.chainId),
      signInWhileConnecting: false,
    })
    try {
      const { client, siwx, views } = signInPage()
      await client.ready()
      const connecting = client.connect({ connectorId: 'walletConnect', namespace: 'eip155' })
      await plain.pair(await nextPairingUri(client))
      await connecting
      await until(client, () => views.includes('SIWXSignMessage'))
      expect(plain.signedIn).toEqual([])
      const session = await client.siwx.signIn()
      expect(plain.requests.map((r) => r.method)).toEqual(['personal_sign'])
      expect(session?.data.accountAddress).toBe(plain.account.address)
      expect(
        await siwx.getSession({ chainId: session!.data.chainId, address: plain.account.address }),
      ).toBeDefined()
      expect(client.getState().siwx.status).toBe('signed')
    } finally {
      await plain.stop()
    }
  })
})
