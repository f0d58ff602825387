import { errorFromRpcCode, type WalletRpcError } from '@sigil/core/internal'
import { walletErrorCode } from './walletErrorCode.js'

function messageOf(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const message = (error as { message?: unknown }).message
  return typeof message === 'string' && message.length > 0 ? message : undefined
}

/**
 * Turns what a wallet threw during a request (sign, send, switch) into core's typed wallet
 * error, reading the code the wallet may have nested in `data.originalError`.
 */
export function toWalletRequestError(error: unknown): WalletRpcError {
  return errorFromRpcCode(walletErrorCode(error), messageOf(error), { cause: error })
}
