import type { Account, CaipNetwork } from '@sigil/core'
import { encodeBase58 } from '@sigil/core'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { signMessage } from './actions/signMessage.js'
import { signAndSendTransaction, signTransactions } from './actions/signTransactions.js'
import { standardChainOf } from './discovery/standardChain.js'
import type { SolanaMethod } from './solanaMethods.js'

/**
 * What `getProvider('solana')` gives an app: the solana namespace methods (R-SOL-03) on the
 * connected wallet and account. Transactions are serialized wire bytes, so any Solana library
 * can build them; signatures are base58.
 */
export type SolanaProvider = { readonly wallet: Wallet; readonly network: CaipNetwork } & {
  [M in SolanaMethod]: M extends 'signMessage'
    ? (message: string) => Promise<string>
    : M extends 'signTransaction'
      ? (transaction: Uint8Array) => Promise<Uint8Array>
      : M extends 'signAllTransactions'
        ? (transactions: readonly Uint8Array[]) => Promise<Uint8Array[]>
        : M extends 'signAndSendTransaction'
          ? (transaction: Uint8Array) => Promise<string>
          : () => Promise<readonly Account[]>
}

export type ProviderSession = {
  wallet: Wallet
  account: WalletAccount
  network: CaipNetwork
  accounts: readonly Account[]
  requestAccounts: () => Promise<readonly Account[]>
}

export function createSolanaProvider(session: ProviderSession): SolanaProvider {
  const { wallet, account, network } = session
  const chain = standardChainOf(network)
  return {
    wallet,
    network,
    signMessage: (message) => signMessage(wallet, account, message),
    signTransaction: async (transaction) =>
      (await signTransactions(wallet, account, chain, [transaction]))[0]!,
    signAllTransactions: (transactions) => signTransactions(wallet, account, chain, transactions),
    signAndSendTransaction: async (transaction) =>
      encodeBase58(await signAndSendTransaction(wallet, account, chain, transaction)),
    requestAccounts: session.requestAccounts,
    getAccounts: async () => session.accounts,
  }
}
