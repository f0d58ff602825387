import { type CaipNetwork, createMemoryStorage, createSigil, type SigilClient } from '@sigil/core'
import { createSiwx } from '@sigil/core/siwx'
import { type Devnet, startDevnet } from '@sigil/devnet'
import { evm } from '@sigil/evm'
import type { TestWallet } from '@sigil/test/relay'
import { devnetEvmNetworks, MemoryStorage, startRelayWallet } from '@sigil/test/relay'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type WalletConnectConnector, walletConnect } from './walletConnect.js'

let devnet: Devnet
let wallet: TestWallet
let networks: CaipNetwork[]
const clients: SigilClient[] = []

beforeAll(async () => {
  devnet = await startDevnet({ walletCount: 0 })
  networks = devnetEvmNetworks(devnet)
  wallet = await startRelayWallet(devnet, 5)
})
afterAll(async () => {
  for (const client of clients) client.destroy()
  await wallet?.stop()
  await devnet?.stop()
})

type Page = { client: SigilClient; connector: WalletConnectConnector; sdkStorage: MemoryStorage }
let pageCount = 0

function page(pairingLifetimeMs?: number): Page {
  const sdkStorage = new MemoryStorage()
  const connector = walletConnect({
    projectId: devnet.projectId,
    relayUrl: devnet.urls.relay,
    metadata: { name: 'Sigil test', description: 'test', url: 'http://127.0.0.1', icons: [] },
    sdkStorage,
    // One SDK core per prefix and process: each page gets its own.
    sdkStoragePrefix: `ahead-${++pageCount}`,
    ...(pairingLifetimeMs === undefined ? {} : { pairingLifetimeMs }),
  })
  const client = createSigil({
    projectId: devnet.projectId,
    networks,
    adapters: [evm()],
    connectors: [connector],
    storage: createMemoryStorage(),
  })
  clients.push(client)
  return { client, connector, sdkStorage }
}

/** The pairing topics the page's SDK has stored. */
async function storedPairings(storage: MemoryStorage): Promise<string[]> {
  for (const [key, value] of await storage.getEntries<{ topic: string }[]>())
    if (key.endsWith('//pairing')) return value.map((pairing) => pairing.topic)
  return []
}

const relayStats = async () =>
  (await (await fetch(`${devnet.urls.admin}/relay`)).json()) as { sockets: number; subscriptions: number }

/** Waits for a condition the SDK reaches on its own (a pairing stored, a socket closed). */
async function eventually<T>(read: () => Promise<T>, done: (value: T) => boolean, what: string): Promise<T> {
  const started = Date.now()
  for (;;) {
    const value = await read()
    if (done(value)) return value
    if (Date.now() - started > 15_000) throw new Error(`never: ${what} (last ${JSON.stringify(value)})`)
    await new Promise((resolve) => setTimeout(resolve, 25))
  }
}

/** Destroys a page and waits until its SDK's socket is gone, so the next test counts from the wallet's alone. */
async function close(client: SigilClient): Promise<void> {
  client.destroy()
  await eventually(relayStats, (stats) => stats.sockets === 1, 'only the wallet’s socket left')
}

const topicOf = (uri: string | undefined) => /^wc:([0-9a-f]{64})@/.exec(uri ?? '')?.[1]

describe('the pairing made before the pick, with the wallet SDK on the other end of the devnet relay', () => {
  it('R-WC-02 a list on show makes the pairing ahead; the pick shows that very pairing, and the wallet pairs with it', async () => {
    const { client, connector, sdkStorage } = page()
    await client.ready()
    const release = connector.standby()
    const ahead = topicOf(
      await eventually(
        async () => connector.readyPairing(),
        (uri) => uri !== undefined,
        'a pairing ready',
      ),
    )
    expect(await storedPairings(sdkStorage)).toEqual([ahead])
    const connecting = client.connect({ connectorId: 'walletConnect', namespace: 'eip155' })
    const uri = await eventually(
      async () => client.getState().router.pairingUri,
      (shown) => shown !== undefined,
      'the pairing shown',
    )
    // The pairing shown is the one made before the pick, not one the pick made.
    expect(topicOf(uri)).toBe(ahead)
    expect(await storedPairings(sdkStorage)).toEqual([ahead])
    release()
    await wallet.pair(uri!)
    await connecting
    expect(client.getState().accounts.eip155.status).toBe('connected')
    expect(client.getState().router.pairingUri).toBeUndefined()
    await close(client)
  })

  it('R-WC-02 R-WC-05 an unused pairing is renewed while the list stays, with no pairings or relay subscriptions piling up; the list gone, it ends', async () => {
    const before = await relayStats()
    // Lives 10.8 s, so it counts as expired and is renewed every 0.8 s.
    const { client, connector, sdkStorage } = page(10_800)
    await client.ready()
    const release = connector.standby()
    const seen = new Set<string>()
    await eventually(
      async () => {
        for (const topic of await storedPairings(sdkStorage)) seen.add(topic)
        return seen.size
      },
      (count) => count >= 4,
      'three renewals',
    )
    // The one on hand, and at most the one it just replaced being ended.
    expect((await storedPairings(sdkStorage)).length).toBeLessThanOrEqual(2)
    expect((await relayStats()).subscriptions - before.subscriptions).toBeLessThanOrEqual(2)
    release()
    await eventually(
      () => storedPairings(sdkStorage),
      (topics) => topics.length === 0,
      'the last pairing ended',
    )
    await eventually(
      relayStats,
      (stats) => stats.subscriptions === before.subscriptions,
      'its relay subscription gone',
    )
    expect(client.getState().router.pairingUri).toBeUndefined()
    await close(client)
  })

  it('a relay that drops while a pairing is ready: the pick makes a fresh one, and the wallet pairs', async () => {
    const { client, connector, sdkStorage } = page()
    await client.ready()
    const release = connector.standby()
    const ahead = topicOf(
      await eventually(
        async () => connector.readyPairing(),
        (uri) => uri !== undefined,
        'a pairing ready',
      ),
    )
    await fetch(`${devnet.urls.admin}/relay`, { method: 'POST', body: JSON.stringify({ mode: 'drop' }) })
    await eventually(
      () => storedPairings(sdkStorage),
      (topics) => !topics.includes(ahead!),
      'the dead pairing ended',
    )
    const connecting = client.connect({ connectorId: 'walletConnect', namespace: 'eip155' })
    const uri = await eventually(
      async () => client.getState().router.pairingUri,
      (shown) => shown !== undefined,
      'a fresh pairing shown',
    )
    expect(topicOf(uri)).not.toBe(ahead)
    release()
    await wallet.pair(uri!)
    await connecting
    expect(client.getState().accounts.eip155.status).toBe('connected')
    await close(client)
  })

  it('R-WC-03 a one-click sign-in started while the pairing made ahead is still in the making shows its own pairing, and the wallet signs in', async () => {
    const storage = createMemoryStorage()
    const siwx = createSiwx({
      domain: '127.0.0.1:5173',
      uri: 'http://127.0.0.1:5173/',
      statement: 'Sign in while a pairing was made ahead',
      storage,
    })
    const connector = walletConnect({
      projectId: devnet.projectId,
      relayUrl: devnet.urls.relay,
      metadata: { name: 'Sigil test', description: 'test', url: 'http://127.0.0.1', icons: [] },
      sdkStorage: new MemoryStorage(),
      sdkStoragePrefix: `ahead-${++pageCount}`,
    })
    const client = createSigil({
      projectId: devnet.projectId,
      networks,
      adapters: [evm()],
      connectors: [connector],
      storage,
      siwx,
    })
    clients.push(client)
    await client.ready()
    connector.standby()
    const signedBefore = wallet.signedIn.length
    // No wait: the pairing made ahead and the sign-in's are both in the making.
    const connecting = client.connect({ connectorId: 'walletConnect', namespace: 'eip155' })
    const uri = await eventually(
      async () => client.getState().router.pairingUri,
      (shown) => shown !== undefined,
      'the sign-in pairing shown',
    )
    await wallet.pair(uri!)
    await connecting
    expect(wallet.signedIn.slice(signedBefore).at(-1)!.message).toContain(
      'Sign in while a pairing was made ahead',
    )
    expect(connector.readyPairing()).toBeUndefined()
    await close(client)
  })

  it("client.destroy() closes the SDK's relay socket, and the connector refuses further use", async () => {
    const before = await relayStats()
    const { client, connector } = page()
    await client.ready()
    connector.standby()
    await eventually(
      async () => connector.readyPairing(),
      (uri) => uri !== undefined,
      'a pairing ready',
    )
    await eventually(relayStats, (stats) => stats.sockets === before.sockets + 1, 'its socket open')
    client.destroy()
    await eventually(relayStats, (stats) => stats.sockets === before.sockets, 'the socket closed')
    await expect(connector.preload()).rejects.toMatchObject({ code: 'WALLETCONNECT_CONNECTOR_NOT_FOUND' })
  })
})
