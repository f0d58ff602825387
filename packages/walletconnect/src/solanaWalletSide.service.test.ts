import { createMemoryStorage, createSigil, decodeBase58, defineNetwork, type SigilClient } from '@sigil/core'
import { solanaDevnet } from '@sigil/core/networks'
import { type Devnet, startDevnet } from '@sigil/devnet'
import { evm } from '@sigil/evm'
import { solana } from '@sigil/solana'
import type { TestWallet } from '@sigil/test/relay'
import { devnetEvmNetworks, MemoryStorage, startRelayWallet } from '@sigil/test/relay'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletConnectSolana } from './index.js'
import { walletConnect } from './walletConnect.js'

// The phone wallet (walletkit) holds a funded devnet Solana key, so what it signs can be sent to
// devnet's Solana runtime (litesvm) and must be accepted there.
const PAYER = 2
const RECEIVER = 3

let devnet: Devnet
let wallet: TestWallet
let client: SigilClient
let sessionTopic: string

const lamportsOf = async (address: string): Promise<bigint> => {
  const response = await fetch(devnet.urls.solana, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'getBalance',
      params: [address, { commitment: 'confirmed' }],
    }),
  })
  return BigInt(((await response.json()) as { result: { value: number } }).result.value)
}

const until = (predicate: () => boolean) =>
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

beforeAll(async () => {
  devnet = await startDevnet({ walletCount: 0 })
  const payer = devnet.solanaKeys[PAYER]!
  wallet = await startRelayWallet(devnet, 7, {
    chainIds: [devnet.chains[0]!.chainId],
    solanaSeed: decodeBase58(payer.secretKey).slice(0, 32),
  })
  client = createSigil({
    projectId: devnet.projectId,
    networks: [
      devnetEvmNetworks(devnet)[0]!,
      defineNetwork({ ...solanaDevnet, rpcUrls: { default: { http: [devnet.urls.solana] } } }),
    ],
    adapters: [evm(), solana()],
    connectors: [
      walletConnect({
        projectId: devnet.projectId,
        relayUrl: devnet.urls.relay,
        metadata: { name: 'Sigil test', description: 'test', url: 'http://127.0.0.1', icons: [] },
        sdkStorage: new MemoryStorage(),
        sdkStoragePrefix: 'solana-wallet-side',
        namespaces: { solana: walletConnectSolana },
      }),
    ],
    storage: createMemoryStorage(),
  })
  await client.ready()
  const connecting = client.connect({ connectorId: 'walletConnect', namespace: 'solana' })
  const uri = await new Promise<string>((resolve) => {
    const check = () => {
      const shown = client.getState().router.pairingUri
      if (shown !== undefined) resolve(shown)
    }
    client.subscribe((state) => state.router.pairingUri, check)
    check()
  })
  sessionTopic = await wallet.pair(uri)
  await connecting
  await until(() => client.getState().connection.status.eip155 === 'connected')
})
afterAll(async () => {
  client?.destroy()
  await wallet?.stop()
  await devnet?.stop()
})

describe('WalletConnect for Solana: what the phone wallet (walletkit) does from its side', () => {
  it('R-SOL-03 R-WC-01 solana_signTransaction: the phone signs a real transfer with its key, and devnet’s Solana runtime accepts and runs it', async () => {
    const from = devnet.solanaKeys[PAYER]!.address
    const to = devnet.solanaKeys[RECEIVER]!.address
    expect(client.getState().accounts.solana.address).toBe(from)
    const [fromBefore, toBefore] = [await lamportsOf(from), await lamportsOf(to)]
    const signature = await client.sendTransaction({ to, value: '250000000', namespace: 'solana' })
    expect(wallet.requests.at(-1)).toMatchObject({ method: 'solana_signTransaction' })
    // The runtime names the transaction by its first signature: the phone's, over the message.
    expect(decodeBase58(signature)).toHaveLength(64)
    expect(await lamportsOf(to)).toBe(toBefore + 250_000_000n)
    expect(await lamportsOf(from)).toBe(fromBefore - 250_000_000n - 5000n)
  })

  it('R-WC-01 a session the wallet ends disconnects both namespaces it covered, EVM and Solana', async () => {
    expect(client.getState().connection.status).toMatchObject({ eip155: 'connected', solana: 'connected' })
    await wallet.disconnect(sessionTopic)
    await until(
      () =>
        client.getState().connection.status.eip155 === 'disconnected' &&
        client.getState().connection.status.solana === 'disconnected',
    )
    expect(client.getState().accounts.solana.address).toBeUndefined()
    expect(client.getState().accounts.eip155.address).toBeUndefined()
  })
})
