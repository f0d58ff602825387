import { secp256k1 } from '@noble/curves/secp256k1.js'
import { ripemd160 } from '@noble/hashes/legacy.js'
import { sha256 } from '@noble/hashes/sha2.js'
import { bech32 } from '@scure/base'
import type { TokenBalance } from '../blockchain/balances.js'

/** Bitcoin Testnet (the bundled network of the same id). */
export const BITCOIN_TESTNET = 'bip122:000000000933ea01ad0ee984209779ba'
const SATS_PER_BTC = 100_000_000n

export interface BitcoinTestKey {
  index: number
  /** The seed label: the private key is sha256 of it (tests derive the same key from it). */
  label: string
  publicKey: string
  /** Its native segwit (p2wpkh) testnet address, the one balances are kept for. */
  payment: string
}

/** The p2wpkh testnet address of a compressed public key (BIP-173). */
export function p2wpkhTestnet(publicKey: Uint8Array): string {
  const program = ripemd160(sha256(publicKey))
  return bech32.encode('tb', [0, ...bech32.toWords(program)])
}

export function deriveBitcoinKeys(count: number): BitcoinTestKey[] {
  return Array.from({ length: count }, (_, index) => {
    const label = `sigil devnet bitcoin ${index}`
    const publicKey = secp256k1.getPublicKey(sha256(new TextEncoder().encode(label)), true)
    return {
      index,
      label,
      publicKey: Buffer.from(publicKey).toString('hex'),
      payment: p2wpkhTestnet(publicKey),
    }
  })
}

/**
 * Bitcoin balances for the blockchain service. No Bitcoin node runs here (none installs from
 * npm or Debian), so this is a table, not a chain: each test key's payment address starts with
 * 1 BTC on Bitcoin Testnet, every other address has 0, and nothing moves (the history is empty).
 */
export class BitcoinLedger {
  readonly keys: BitcoinTestKey[]
  readonly #sats = new Map<string, bigint>()

  constructor(count = 2) {
    this.keys = deriveBitcoinKeys(count)
    for (const key of this.keys) this.#sats.set(key.payment, SATS_PER_BTC)
  }

  balances(address: string, chainId: string, iconUrl: string): TokenBalance[] {
    if (chainId !== BITCOIN_TESTNET) return []
    const sats = this.#sats.get(address) ?? 0n
    const numeric = `${sats / SATS_PER_BTC}.${String(sats % SATS_PER_BTC).padStart(8, '0')}`
    return [
      {
        name: 'Bitcoin',
        symbol: 'BTC',
        chainId,
        decimals: 8,
        value: 0,
        price: 0,
        quantity: { decimals: '8', numeric },
        iconUrl,
      },
    ]
  }
}
