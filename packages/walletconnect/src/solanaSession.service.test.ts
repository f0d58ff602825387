import { ed25519 } from '@noble/curves/ed25519.js'
import {
  type CaipNetwork,
  createMemoryStorage,
  createSigil,
  decodeBase58,
  defineNetwork,
  type SigilClient,
} from '@sigil/core'
import { solanaDevnet } from '@sigil/core/networks'
import { type Devnet, startDevnet } from '@sigil/devnet'
import { evm } from '@sigil/evm'
import { solana } from '@sigil/solana'
import type { TestWallet } from '@sigil/test/relay'
import { devnetEvmNetworks, MemoryStorage, startRelayWallet } from '@sigil/test/relay'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletConnectSolana } from './index.js'
import { walletConnect } from './walletConnect.js'

let devnet: Devnet
let wallet: TestWallet
let networks: CaipNetwork[]
const clients: SigilClient[] = []
const solanaSeed = new Uint8Array(32).fill(9)
const solanaAddress = () => ed25519.getPublicKey(solanaSeed)

beforeAll(async () => {
  devnet = await startDevnet({ walletCount: 0 })
  const chain = devnet.chains[0]!
  networks = [
    devnetEvmNetworks(devnet)[0]!,
    defineNetwork({ ...solanaDevnet, rpcUrls: { default: { http: [devnet.urls.solana] } } }),
  ]
  wallet = await startRelayWallet(devnet, 3, { chainIds: [chain.chainId], solanaSeed })
})
afterAll(async () => {
  for (const client of clients) client.destroy()
  await wallet?.stop()
  await devnet?.stop()
})

let pageCount = 0
/** A page with the EVM and Solana adapters and the WalletConnect connector; storages survive a reload. */
function page(kept?: {
  sdkStorage: MemoryStorage
  storage: ReturnType<typeof createMemoryStorage>
  prefix: string
}) {
  const sdkStorage = kept?.sdkStorage ?? new MemoryStorage()
  const storage = kept?.storage ?? createMemoryStorage()
  const prefix = kept?.prefix ?? `solana-page-${++pageCount}`
  const client = createSigil({
    projectId: devnet.projectId,
    networks,
    adapters: [evm(), solana()],
    connectors: [
      walletConnect({
        projectId: devnet.projectId,
        relayUrl: devnet.urls.relay,
        metadata: { name: 'Sigil test', description: 'test', url: 'http://127.0.0.1', icons: [] },
        sdkStorage,
        sdkStoragePrefix: prefix,
        namespaces: { solana: walletConnectSolana },
      }),
    ],
    storage,
  })
  clients.push(client)
  return { client, kept: { sdkStorage, storage, prefix } }
}

const nextPairingUri = (client: SigilClient) =>
  new Promise<string>((resolve) => {
    const check = () => {
      const uri = client.getState().router.pairingUri
      if (uri !== undefined) {
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

describe('WalletConnect for Solana: a phone wallet (the wallet SDK) approving a solana namespace', () => {
  it('R-WC-01 R-WC-03 R-SOL-03 a pairing from the Solana side connects the phone’s Solana account, the same session connects EVM too, a message is signed by the phone and verifies, and a reload restores both without pairing', async () => {
    const first = page()
    await first.client.ready()
    expect(first.client.getConnectors('solana')).toMatchObject([
      { id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'solana' },
    ])
    const connecting = first.client.connect({ connectorId: 'walletConnect', namespace: 'solana' })
    await wallet.pair(await nextPairingUri(first.client))
    await connecting
    const address = first.client.getState().accounts.solana.address
    expect(address && decodeBase58(address)).toEqual(solanaAddress())
    // One session serves both namespaces: EVM follows in the background, Solana stays active.
    await until(first.client, () => first.client.getState().connection.status.eip155 === 'connected')
    expect(first.client.getState().accounts.eip155.address?.toLowerCase()).toBe(
      wallet.account.address.toLowerCase(),
    )
    expect(first.client.getState().chain.activeNamespace).toBe('solana')

    const message = 'Sign in with a phone on Solana'
    const signature = await first.client.signMessage(message, 'solana')
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'solana_signMessage' })
    expect(
      ed25519.verify(decodeBase58(signature), new TextEncoder().encode(message), decodeBase58(address!)),
    ).toBe(true)

    first.client.destroy()
    const reloaded = page(first.kept).client
    await reloaded.ready()
    expect(reloaded.getState().connection.status).toMatchObject({ eip155: 'connected', solana: 'connected' })
    expect(reloaded.getState().accounts.solana.address).toBe(address)
    expect(reloaded.getState().chain.activeNamespace).toBe('solana')
  })
})
