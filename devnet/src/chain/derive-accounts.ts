import { pbkdf2Sync } from 'node:crypto'
import type { Address, Hex } from 'viem'
import { toHex } from 'viem'
import { HDKey, hdKeyToAccount } from 'viem/accounts'

export const TEST_MNEMONIC = 'test test test test test test test test test test test junk'

export interface DevnetAccount {
  index: number
  address: Address
  privateKey: Hex
  role: string
}

export const ACCOUNT_ROLES: readonly string[] = [
  'primary user: the browser tests and demo wallet; holds dUSD, NFTs, spam and history',
  'second user (named alice.reown.id): counterparty of seeded transfers',
  'third user: seeded counterparty',
  'fourth user: seeded counterparty',
  'spare: untouched by seeding (clean history for tests)',
  'spare: untouched by seeding (clean history for tests)',
  'spare: untouched by seeding (clean history for tests)',
  'spare: untouched by seeding (clean history for tests)',
  'spare: untouched by seeding (clean history for tests)',
  'deployer: owns and mints the devnet contracts',
]

export const DEPLOYER_INDEX = 9

/**
 * Derives the accounts of m/44'/60'/0'/0/i. The BIP-39 seed is computed once with the
 * native pbkdf2, which is much faster than deriving it again for every account.
 */
export function deriveAccounts(mnemonic: string, count: number): DevnetAccount[] {
  const seed = pbkdf2Sync(mnemonic.normalize('NFKD'), 'mnemonic', 2048, 64, 'sha512')
  const root = HDKey.fromMasterSeed(seed)
  return Array.from({ length: count }, (_, index) => {
    const account = hdKeyToAccount(root, { addressIndex: index })
    const privateKey = account.getHdKey().privateKey
    if (privateKey === null) throw new Error(`could not derive the private key of account ${index}`)
    return {
      index,
      address: account.address,
      privateKey: toHex(privateKey),
      role: ACCOUNT_ROLES[index] ?? 'spare',
    }
  })
}
