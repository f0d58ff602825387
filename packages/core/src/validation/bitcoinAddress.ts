import { sha256 } from '@noble/hashes/sha2.js'
import { bech32, bech32m, createBase58check } from '@scure/base'

export type BitcoinNetworkKind = 'mainnet' | 'testnet'
export type BitcoinAddressType = 'p2pkh' | 'p2sh' | 'p2wpkh' | 'p2wsh' | 'p2tr' | 'witness'
export type BitcoinAddressInfo = { network: BitcoinNetworkKind; type: BitcoinAddressType }

const BASE58_VERSIONS: Record<number, BitcoinAddressInfo> = {
  0: { network: 'mainnet', type: 'p2pkh' },
  5: { network: 'mainnet', type: 'p2sh' },
  111: { network: 'testnet', type: 'p2pkh' },
  196: { network: 'testnet', type: 'p2sh' },
}
const SEGWIT_PREFIXES: Record<string, BitcoinNetworkKind> = { bc: 'mainnet', tb: 'testnet' }
const HASH160_BYTES = 20

function parseBase58(address: string): BitcoinAddressInfo | undefined {
  const payload = createBase58check(sha256).decode(address)
  const version = payload[0]
  if (payload.length !== 1 + HASH160_BYTES || version === undefined) return undefined
  return BASE58_VERSIONS[version]
}

// BIP-173 (version 0, bech32) and BIP-350 (versions 1 to 16, bech32m).
function parseSegwit(address: string): BitcoinAddressInfo | undefined {
  if (address !== address.toLowerCase() && address !== address.toUpperCase()) return undefined
  const lower = address.toLowerCase()
  const version = bech32.decodeUnsafe(lower)?.words[0] ?? bech32m.decodeUnsafe(lower)?.words[0]
  if (version === undefined || version > 16) return undefined
  const decoded = (version === 0 ? bech32 : bech32m).decodeUnsafe(lower)
  const network = decoded && SEGWIT_PREFIXES[decoded.prefix]
  if (!decoded || !network) return undefined
  const program = bech32.fromWordsUnsafe(decoded.words.slice(1))
  if (!program || program.length < 2 || program.length > 40) return undefined
  if (version === 0) {
    if (program.length === 20) return { network, type: 'p2wpkh' }
    return program.length === 32 ? { network, type: 'p2wsh' } : undefined
  }
  return { network, type: version === 1 && program.length === 32 ? 'p2tr' : 'witness' }
}

/** What a Bitcoin address is (network and output type), or undefined when it is not one. */
export function parseBitcoinAddress(address: string): BitcoinAddressInfo | undefined {
  if (typeof address !== 'string' || address.length < 14 || address.length > 90) return undefined
  try {
    return /^(bc|tb)1/i.test(address) ? parseSegwit(address) : parseBase58(address)
  } catch {
    return undefined
  }
}

/** A base58check P2PKH/P2SH or bech32/bech32m segwit address, of `network` when given. */
export function isBitcoinAddress(address: string, network?: BitcoinNetworkKind): boolean {
  const info = parseBitcoinAddress(address)
  return info !== undefined && (network === undefined || info.network === network)
}
