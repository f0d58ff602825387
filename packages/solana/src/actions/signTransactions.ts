import { createError, INVALID_RESPONSE } from '@sigil/core/internal'
import type {
  SolanaSignAndSendTransactionFeature,
  SolanaSignTransactionFeature,
} from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { FEATURES, featureMethod } from '../discovery/solanaWallet.js'
import { readSignature, walletError } from './signMessage.js'

type SignTransactionMethod = SolanaSignTransactionFeature['solana:signTransaction']['signTransaction']
type SignAndSendMethod =
  SolanaSignAndSendTransactionFeature['solana:signAndSendTransaction']['signAndSendTransaction']

/**
 * solana:signTransaction for one or several serialized transactions (signAllTransactions is
 * the same feature with several inputs); one signed transaction comes back per input.
 */
export async function signTransactions(
  wallet: Wallet,
  account: WalletAccount,
  chain: string,
  transactions: readonly Uint8Array[],
): Promise<Uint8Array[]> {
  const sign = featureMethod<SignTransactionMethod>(wallet, FEATURES.signTransaction, 'signTransaction')
  let outputs: unknown
  try {
    outputs = await sign(
      ...transactions.map((transaction) => ({ account, transaction, chain: chain as `${string}:${string}` })),
    )
  } catch (error) {
    throw walletError(error)
  }
  if (!Array.isArray(outputs) || outputs.length !== transactions.length)
    throw createError(INVALID_RESPONSE, {
      reason: `${wallet.name} returned ${Array.isArray(outputs) ? outputs.length : 'no'} signed transactions for ${transactions.length}`,
    })
  return outputs.map((output: { signedTransaction?: unknown }) => {
    if (!(output?.signedTransaction instanceof Uint8Array) || output.signedTransaction.length === 0)
      throw createError(INVALID_RESPONSE, {
        reason: `${wallet.name} returned a signed transaction without bytes`,
      })
    return output.signedTransaction
  })
}

/** solana:signAndSendTransaction: the wallet signs and sends; its signature comes back. */
export async function signAndSendTransaction(
  wallet: Wallet,
  account: WalletAccount,
  chain: string,
  transaction: Uint8Array,
): Promise<Uint8Array> {
  const send = featureMethod<SignAndSendMethod>(
    wallet,
    FEATURES.signAndSendTransaction,
    'signAndSendTransaction',
  )
  let outputs: unknown
  try {
    outputs = await send({ account, transaction, chain: chain as `${string}:${string}` })
  } catch (error) {
    throw walletError(error)
  }
  const first = Array.isArray(outputs) ? (outputs[0] as { signature?: unknown } | undefined) : undefined
  return readSignature(first?.signature, wallet.name)
}
