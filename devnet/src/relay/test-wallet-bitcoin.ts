import { secp256k1 } from '@noble/curves/secp256k1.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { createBase58check } from '@scure/base'
import { Address, Signer } from 'bip322-js'
import { networks, Psbt, payments } from 'bitcoinjs-lib'

/** What a wallet answers with when it refuses a request (the JSON-RPC error it sends back). */
export class WalletRefusal extends Error {
  constructor(
    readonly code: number,
    message: string,
  ) {
    super(message)
  }
}

const SATS_IN_FUNDING = 100_000_000
const FEE = 1_000

/**
 * The Bitcoin side of the test phone wallet: a testnet key (sha256 of `label`, as devnet derives
 * its Bitcoin keys) with its payment (p2wpkh) and ordinal (p2tr) addresses, answering the bip122
 * methods as wallets do over WalletConnect. Messages are signed BIP-322 by bip322-js; PSBT inputs
 * of the payment address are signed with the key (bitcoinjs-lib); a transfer is a real signed
 * transaction (spending a made-up funding output, since no Bitcoin node runs here) whose id
 * comes back.
 */
export function bitcoinWalletKey(label: string) {
  const privateKey = sha256(new TextEncoder().encode(label))
  const publicKey = secp256k1.getPublicKey(privateKey, true)
  const wif = createBase58check(sha256).encode(new Uint8Array([0xef, ...privateKey, 0x01]))
  const payment = Address.convertPubKeyIntoAddress(Buffer.from(publicKey), 'p2wpkh').testnet
  const ordinal = Address.convertPubKeyIntoAddress(Buffer.from(publicKey), 'p2tr').testnet
  const signer = {
    publicKey: Buffer.from(publicKey),
    sign: (hash: Buffer) => Buffer.from(secp256k1.sign(hash, privateKey, { prehash: false })),
  }
  const paymentScript = payments.p2wpkh({ pubkey: signer.publicKey, network: networks.testnet }).output!
  const sent: { txid: string; hex: string }[] = []

  const owns = (address: unknown) => address === payment || address === ordinal

  const answer = (method: string, params: Record<string, unknown>): unknown => {
    switch (method) {
      case 'getAccountAddresses':
        return [
          { address: payment, publicKey: signer.publicKey.toString('hex'), intention: 'payment' },
          { address: ordinal, publicKey: signer.publicKey.toString('hex'), intention: 'ordinal' },
        ]
      case 'signMessage': {
        const address = params.address ?? params.account
        if (!owns(address) || typeof params.message !== 'string')
          throw new WalletRefusal(4100, `${String(address)} is not an account of the test wallet`)
        const signature = Signer.sign(wif, address as string, params.message) as string
        return { address, signature }
      }
      case 'signPsbt': {
        const psbt = Psbt.fromBase64(String(params.psbt), { network: networks.testnet })
        const inputs = Array.isArray(params.signInputs) ? (params.signInputs as unknown[]) : []
        for (const input of inputs) {
          const { address, index } = input as { address?: unknown; index?: unknown }
          if (address !== payment || typeof index !== 'number')
            throw new WalletRefusal(4100, `The test wallet signs only its payment address's inputs`)
          psbt.signInput(index, signer)
        }
        if (params.broadcast !== true) return { psbt: psbt.toBase64() }
        psbt.finalizeAllInputs()
        const tx = psbt.extractTransaction()
        sent.push({ txid: tx.getId(), hex: tx.toHex() })
        return { psbt: psbt.toBase64(), txid: tx.getId() }
      }
      case 'sendTransfer': {
        const amount = Number(params.amount)
        if (!Number.isSafeInteger(amount) || amount <= 0 || amount > SATS_IN_FUNDING - FEE)
          throw new WalletRefusal(-32602, 'The amount is not a payable number of satoshis')
        const psbt = new Psbt({ network: networks.testnet })
        psbt.addInput({
          hash: Buffer.from(sha256(new TextEncoder().encode(`${label} funding ${sent.length}`))),
          index: 0,
          witnessUtxo: { script: paymentScript, value: SATS_IN_FUNDING },
        })
        psbt.addOutput({ address: String(params.recipientAddress), value: amount })
        const change = SATS_IN_FUNDING - FEE - amount
        if (change > 0) psbt.addOutput({ address: payment, value: change })
        psbt.signInput(0, signer)
        psbt.finalizeAllInputs()
        const tx = psbt.extractTransaction()
        sent.push({ txid: tx.getId(), hex: tx.toHex() })
        return { txid: tx.getId() }
      }
      default:
        throw new WalletRefusal(4200, `${method} is not supported by the test wallet`)
    }
  }

  return {
    payment,
    ordinal,
    publicKey: signer.publicKey.toString('hex'),
    /** The transactions it signed for a transfer or a broadcast PSBT, newest last. */
    sent,
    /** The session accounts on each chain: payment first (the connected account), then ordinal. */
    accounts: (chains: readonly string[]) =>
      chains.flatMap((chain) => [`${chain}:${payment}`, `${chain}:${ordinal}`]),
    answer,
  }
}

export type BitcoinWalletKey = ReturnType<typeof bitcoinWalletKey>
