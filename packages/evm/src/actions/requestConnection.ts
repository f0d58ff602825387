import type { Account } from '@sigil/core'
import { parseWalletChainId } from '../chain/evmChainId.js'
import type { Eip1193Provider } from '../eip1193.js'
import { loadAccounts } from '../session/loadAccounts.js'
import { preloadAccounts } from '../session/preloadAccounts.js'

export type WalletSession = { accounts: Account[]; chainId: number }

/**
 * Reads the wallet's accounts and current chain. `prompt` asks the user
 * (eth_requestAccounts); without it only already-authorized accounts come back (eth_accounts).
 */
export async function requestConnection(provider: Eip1193Provider, prompt: boolean): Promise<WalletSession> {
  preloadAccounts()
  const addresses = await provider.request({ method: prompt ? 'eth_requestAccounts' : 'eth_accounts' })
  const accounts = await loadAccounts(addresses)
  if (accounts.length === 0) return { accounts, chainId: Number.NaN }
  const chainId = parseWalletChainId(await provider.request({ method: 'eth_chainId' }))
  return { accounts, chainId }
}
