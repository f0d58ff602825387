import { type Account, type CaipNetwork, decodeBase58, isSolanaAddress } from '@sigil/core'
import { CONNECTOR_CHAINS_UNSUPPORTED, createError, INVALID_RESPONSE } from '@sigil/core/internal'
import type { WalletAccount } from '@wallet-standard/base'
import { standardChainsOf } from '../discovery/standardChain.js'

const sameBytes = (a: Uint8Array, b: Uint8Array) =>
  a.length === b.length && a.every((byte, i) => byte === b[i])

function checkAccount(value: unknown, walletName: string): WalletAccount {
  const account = value as Partial<WalletAccount> | null
  const fail = (reason: string): never => {
    throw createError(INVALID_RESPONSE, { reason: `${walletName} returned an account ${reason}` })
  }
  if (typeof account !== 'object' || account === null) return fail('that is not an object')
  const { address, publicKey, chains } = account
  if (typeof address !== 'string' || !isSolanaAddress(address))
    return fail(`whose address is not a Solana address (${String(address).slice(0, 60)})`)
  if (!(publicKey instanceof Uint8Array) || publicKey.length !== 32)
    return fail(`(${address}) whose public key is not 32 bytes`)
  if (!sameBytes(decodeBase58(address), publicKey))
    return fail(`(${address}) whose public key is not its address`)
  if (!Array.isArray(chains)) return fail(`(${address}) without a chain list`)
  return account as WalletAccount
}

/**
 * The wallet's accounts that can be used on `network`, checked field by field (an address of
 * 32 base58 bytes equal to its public key, a chain list). Anything malformed is an error and
 * nothing of it is kept; a wallet with no account on the network gives
 * 'The connector does not support any of the requested chains'.
 */
export function readAccounts(
  accounts: unknown,
  network: CaipNetwork,
  walletName: string,
): { standard: WalletAccount[]; accounts: Account[] } {
  if (!Array.isArray(accounts))
    throw createError(INVALID_RESPONSE, { reason: `${walletName} returned no account list` })
  const checked = accounts.map((account) => checkAccount(account, walletName))
  const names = standardChainsOf(network)
  const usable = checked.filter(
    (account) => account.chains.length === 0 || account.chains.some((chain) => names.includes(chain)),
  )
  if (checked.length > 0 && usable.length === 0)
    throw createError(
      CONNECTOR_CHAINS_UNSUPPORTED,
      {},
      { details: `${walletName} has no account on ${network.name}` },
    )
  return {
    standard: usable,
    accounts: usable.map((account) => ({
      namespace: 'solana' as const,
      address: account.address,
      type: 'eoa' as const,
      publicKey: account.address,
    })),
  }
}
