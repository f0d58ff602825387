import type { TokenBalance } from '../blockchain/balances.js'
import type { SolanaLedger } from './solana-ledger.js'

export const SOLANA_DEVNET = 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'
const BASE58_ADDRESS = /^[1-9A-HJ-NP-Za-km-z]{32,44}$/

/**
 * The blockchain service's balance list for a Solana address: its SOL, read from the ledger
 * (Solana Devnet only, the network devnet's Solana endpoint answers for). Tokens are not kept.
 */
export function solanaBalances(ledger: SolanaLedger) {
  return (address: string, chainId: string, iconUrl: string): TokenBalance[] => {
    if (chainId !== SOLANA_DEVNET || !BASE58_ADDRESS.test(address)) return []
    let lamports: bigint
    try {
      lamports = ledger.balance(address)
    } catch {
      return []
    }
    const numeric = `${lamports / 1_000_000_000n}.${String(lamports % 1_000_000_000n).padStart(9, '0')}`
    return [
      {
        name: 'Solana',
        symbol: 'SOL',
        chainId,
        decimals: 9,
        value: 0,
        price: 0,
        quantity: { decimals: '9', numeric },
        iconUrl,
      },
    ]
  }
}
