import { secp256k1 } from '@noble/curves/secp256k1.js'
import type { BitcoinProvider } from '@sigil/bitcoin'
import { bitcoin } from '@sigil/bitcoin'
import {
  type CaipNetwork,
  createMemoryStorage,
  createSigil,
  defineNetwork,
  type SigilClient,
} from '@sigil/core'
import { bitcoinTestnet } from '@sigil/core/networks'
import { type Devnet, startDevnet } from '@sigil/devnet'
import { evm } from '@sigil/evm'
import type { TestWallet } from '@sigil/test/relay'
import { devnetEvmNetworks, MemoryStorage, startRelayWallet } from '@sigil/test/relay'
import { Verifier } from 'bip322-js'
import { networks as btc, Psbt, payments, Transaction, address as toAddress } from 'bitcoinjs-lib'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { walletConnectBitcoin } from './index.js'
import { walletConnect } from './walletConnect.js'

let devnet: Devnet
let wallet: TestWallet
const bitcoinNetwork = defineNetwork(bitcoinTestnet)
const clients: SigilClient[] = []

beforeAll(async () => {
  devnet = await startDevnet({ walletCount: 0 })
  wallet = await startRelayWallet(devnet, 4, {
    chainIds: [devnet.chains[0]!.chainId],
    bitcoinLabel: devnet.bitcoinKeys[0]!.label,
  })
})
afterAll(async () => {
  for (const client of clients) client.destroy()
  await wallet?.stop()
  await devnet?.stop()
})

type Kept = { sdkStorage: MemoryStorage; storage: ReturnType<typeof createMemoryStorage>; prefix: string }
/** Balances come from devnet's blockchain service (key 0's payment address holds 1 BTC). */
const bitcoinAdapter = () =>
  bitcoin({ blockchain: { url: devnet.urls.blockchain, projectId: devnet.projectId } })

let pageCount = 0
/** A page with the Bitcoin adapter (and, unless Bitcoin-only, the EVM one) and the WalletConnect connector; storages survive a reload. */
function page(options: { evm: boolean; kept?: Kept }) {
  const kept = options.kept ?? {
    sdkStorage: new MemoryStorage(),
    storage: createMemoryStorage(),
    prefix: `bitcoin-page-${++pageCount}`,
  }
  const networks: CaipNetwork[] = options.evm
    ? [devnetEvmNetworks(devnet)[0]!, bitcoinNetwork]
    : [bitcoinNetwork]
  const client = createSigil({
    projectId: devnet.projectId,
    networks,
    adapters: options.evm ? [evm(), bitcoinAdapter()] : [bitcoinAdapter()],
    connectors: [
      walletConnect({
        projectId: devnet.projectId,
        relayUrl: devnet.urls.relay,
        metadata: { name: 'Sigil test', description: 'test', url: 'http://127.0.0.1', icons: [] },
        sdkStorage: kept.sdkStorage,
        sdkStoragePrefix: kept.prefix,
        namespaces: { bitcoin: walletConnectBitcoin },
      }),
    ],
    storage: kept.storage,
  })
  clients.push(client)
  return { client, kept }
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

/** Connects the page's Bitcoin side through a pairing the test wallet approves; resolves with the session topic. */
async function connectBitcoin(client: SigilClient): Promise<string> {
  await client.ready()
  const connecting = client.connect({ connectorId: 'walletConnect', namespace: 'bip122' })
  const topic = await wallet.pair(await nextPairingUri(client))
  await connecting
  return topic
}

/** A PSBT spending one (made-up) output of `owner`'s p2wpkh address to `to`. */
function unsignedPsbt(owner: string, to: string): string {
  const psbt = new Psbt({ network: btc.testnet })
  psbt.addInput({
    hash: 'cd'.repeat(32),
    index: 1,
    witnessUtxo: { script: toAddress.toOutputScript(owner, btc.testnet), value: 50_000 },
  })
  psbt.addOutput({ address: to, value: 40_000 })
  return psbt.toBase64()
}

describe('WalletConnect for Bitcoin: a phone wallet (the wallet SDK) approving a bip122 namespace', () => {
  it('R-WC-01 R-WC-03 R-BTC-02 R-BTC-03 a pairing from the Bitcoin side connects the phone’s payment and ordinal addresses with their public keys (getAccountAddresses); its BIP-322 signature verifies, its signed PSBT validates and finalizes, sendTransfer returns the id of the transaction it signed; a reload restores it, keys included, without pairing or asking the phone', async () => {
    const first = page({ evm: true })
    await first.client.ready()
    expect(first.client.getConnectors('bip122')).toMatchObject([
      { id: 'walletConnect', type: 'WALLET_CONNECT', chain: 'bip122' },
    ])
    await connectBitcoin(first.client)
    const key = wallet.bitcoin!
    const state = first.client.getState()
    expect(state.accounts.bip122.address).toBe(key.payment)
    expect(state.accounts.bip122.allAccounts.map((a) => [a.address, a.type, a.publicKey])).toEqual([
      [key.payment, 'payment', key.publicKey],
      [key.ordinal, 'ordinal', key.publicKey],
    ])
    // The public keys came from the phone, asked once the pairing was approved.
    expect(wallet.requests.map((r) => r.method)).toContain('getAccountAddresses')
    await until(first.client, () => first.client.getState().accounts.bip122.balance !== undefined)
    expect(first.client.getState().accounts.bip122).toMatchObject({
      balance: '1.00000000',
      balanceSymbol: 'BTC',
    })
    // The proposal asked for the bip122 chain with the namespace's methods and default events.
    const session = Object.values(wallet.kit.getActiveSessions()).at(-1)!
    expect(session.namespaces.bip122).toMatchObject({
      chains: [bitcoinNetwork.caipNetworkId],
      methods: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
      events: ['accountsChanged', 'chainChanged'],
    })

    const message = 'Hello from a phone over WalletConnect'
    const signature = await first.client.signMessage(message, 'bip122')
    expect(wallet.requests.at(-1)).toMatchObject({
      method: 'signMessage',
      chainId: bitcoinNetwork.caipNetworkId,
    })
    expect(Verifier.verifySignature(key.payment, message, signature)).toBe(true)

    const provider = first.client.getProvider('bip122') as BitcoinProvider
    const signed = await provider.signPsbt({
      psbt: unsignedPsbt(key.payment, key.ordinal),
      signInputs: { [key.payment]: [0] },
    })
    const psbt = Psbt.fromBase64(signed.psbt, { network: btc.testnet })
    expect(
      psbt.validateSignaturesOfInput(0, (publicKey, hash, sig) =>
        secp256k1.verify(sig, hash, publicKey, { prehash: false }),
      ),
    ).toBe(true)
    expect(psbt.data.inputs[0]!.partialSig![0]!.pubkey.toString('hex')).toBe(key.publicKey)
    psbt.finalizeAllInputs()
    expect(psbt.extractTransaction().outs[0]!.value).toBe(40_000)

    const recipient = payments.p2wpkh({ hash: Buffer.alloc(20, 7), network: btc.testnet }).address!
    const txid = await provider.sendTransfer([{ address: recipient, amount: 12_345 }])
    const sent = key.sent.at(-1)!
    expect(txid).toBe(sent.txid)
    const tx = Transaction.fromHex(sent.hex)
    expect(tx.getId()).toBe(txid)
    expect(
      tx.outs.map((out) => [toAddress.fromOutputScript(out.script, btc.testnet), out.value]),
    ).toContainEqual([recipient, 12_345])
    await expect(
      provider.sendTransfer([
        { address: recipient, amount: 1 },
        { address: key.ordinal, amount: 1 },
      ]),
    ).rejects.toThrow(/one recipient/)

    first.client.destroy()
    const pairings = wallet.kit.core.pairing.getPairings().length
    const reloaded = page({ evm: true, kept: first.kept }).client
    await reloaded.ready()
    expect(reloaded.getState().connection.status.bip122).toBe('connected')
    expect(reloaded.getState().accounts.bip122.address).toBe(key.payment)
    // The keys were kept beside the session: the restore has them without asking the phone.
    const asked = wallet.requests.length
    expect(reloaded.getState().accounts.bip122.allAccounts.map((a) => [a.address, a.publicKey])).toEqual([
      [key.payment, key.publicKey],
      [key.ordinal, key.publicKey],
    ])
    expect(reloaded.getState().router.pairingUri).toBeUndefined()
    expect(wallet.kit.core.pairing.getPairings().length).toBe(pairings)
    expect(wallet.requests.length).toBe(asked)
    const again = await reloaded.signMessage('after a reload', 'bip122')
    expect(Verifier.verifySignature(key.payment, 'after a reload', again)).toBe(true)

    // Disconnecting Bitcoin ends the one session: the EVM side it also served is disconnected too.
    expect(reloaded.getState().connection.status.eip155).toBe('connected')
    await reloaded.disconnect({ namespace: 'bip122' })
    await until(reloaded, () => reloaded.getState().connection.status.eip155 === 'disconnected')
    // What was kept beside the session went with it.
    expect(await first.kept.sdkStorage.getItem(`sigil:${first.kept.prefix}:kept`)).toBeUndefined()
  })

  it('R-WC-04 the phone’s accountsChanged on its bip122 chain moves the page to the new address', async () => {
    const { client } = page({ evm: false })
    const topic = await connectBitcoin(client)
    const moved = payments.p2wpkh({ hash: Buffer.alloc(20, 9), network: btc.testnet }).address!
    await wallet.kit.emitSessionEvent({
      topic,
      event: { name: 'accountsChanged', data: [`${bitcoinNetwork.caipNetworkId}:${moved}`] },
      chainId: bitcoinNetwork.caipNetworkId,
    })
    await until(client, () => client.getState().accounts.bip122.address === moved)
    expect(client.getState().accounts.bip122.allAccounts).toMatchObject([{ address: moved, type: 'payment' }])
    await wallet.disconnect(topic)
    await until(client, () => client.getState().connection.status.bip122 === 'disconnected')
  })

  it('R-WC-01 R-BTC-02 a Bitcoin-only page: the phone disconnecting ends the page’s connection, and the page disconnecting ends the phone’s session', async () => {
    const { client } = page({ evm: false })
    const topic = await connectBitcoin(client)
    expect(client.getState().connection.status.bip122).toBe('connected')
    expect(Object.keys(wallet.kit.getActiveSessions())).toContain(topic)
    await wallet.disconnect(topic)
    await until(client, () => client.getState().connection.status.bip122 === 'disconnected')
    expect(client.getState().accounts.bip122.address).toBeUndefined()

    const second = await connectBitcoin(client)
    expect(client.getState().accounts.bip122.address).toBe(wallet.bitcoin!.payment)
    await client.disconnect({ namespace: 'bip122' })
    await expect.poll(() => Object.keys(wallet.kit.getActiveSessions()).includes(second)).toBe(false)
  })
})
