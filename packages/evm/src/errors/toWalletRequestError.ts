import {
  ChainDisconnectedError,
  ProviderDisconnectedError,
  type ProviderRpcError,
  UnauthorizedProviderError,
  UnknownRpcError,
  UnsupportedProviderMethodError,
  UserRejectedRequestError,
} from 'viem'
import { walletErrorCode } from './walletErrorCode.js'

export type WalletRequestError =
  | UserRejectedRequestError
  | UnauthorizedProviderError
  | UnsupportedProviderMethodError
  | ProviderDisconnectedError
  | ChainDisconnectedError
  | UnknownRpcError

function asError(error: unknown): Error {
  if (error instanceof Error) return error
  const message =
    typeof error === 'object' &&
    error !== null &&
    typeof (error as { message?: unknown }).message === 'string'
      ? (error as { message: string }).message
      : String(error)
  return new Error(message)
}

/**
 * Turns what a wallet threw during a request (sign, send, switch) into one typed error of
 * the EIP-1193 family, so callers branch on the class or `code` and never on text.
 */
export function toWalletRequestError(error: unknown): WalletRequestError {
  const cause = asError(error) as ProviderRpcError & Error
  switch (walletErrorCode(error)) {
    case 4001:
      return new UserRejectedRequestError(cause)
    case 4100:
      return new UnauthorizedProviderError(cause)
    case 4200:
      return new UnsupportedProviderMethodError(cause)
    case 4900:
      return new ProviderDisconnectedError(cause)
    case 4901:
      return new ChainDisconnectedError(cause)
    default:
      return new UnknownRpcError(cause)
  }
}
