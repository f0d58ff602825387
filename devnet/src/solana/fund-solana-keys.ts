import { deriveSolanaKeys, type SolanaTestKey } from './solana-keys.js'
import type { SolanaLedger } from './solana-ledger.js'

export const SOLANA_KEY_COUNT = 4
export const SOLANA_STARTING_SOL = 1000n
const LAMPORTS_PER_SOL = 1_000_000_000n

/** Derives the test keys and airdrops each its starting balance. */
export function fundSolanaKeys(ledger: SolanaLedger): SolanaTestKey[] {
  const keys = deriveSolanaKeys(SOLANA_KEY_COUNT)
  for (const key of keys) ledger.airdrop(key.address, SOLANA_STARTING_SOL * LAMPORTS_PER_SOL)
  return keys
}
