import type { ErrorCode } from './catalogue.js'
import { createError } from './createError.js'
import {
  type ErrorDefinition,
  INVALID_CHAIN_ID,
  UNRECOGNIZED_CHAIN_ID,
  USER_REJECTED_REQUEST,
  WALLET_RPC_ERROR,
} from './definitions.js'
import { SigilError } from './SigilError.js'

/** JSON-RPC 2.0 (EIP-1474), EIP-1193 provider and EIP-5792 call-batch codes recognised by Sigil (spec §8). */
export const RPC_CODES = {
  PARSE_ERROR: -32700,
  INVALID_REQUEST: -32600,
  METHOD_NOT_FOUND: -32601,
  INVALID_PARAMS: -32602,
  INTERNAL_ERROR: -32603,
  INVALID_INPUT: -32000,
  RESOURCE_NOT_FOUND: -32001,
  RESOURCE_UNAVAILABLE: -32002,
  TRANSACTION_REJECTED: -32003,
  METHOD_NOT_SUPPORTED: -32004,
  LIMIT_EXCEEDED: -32005,
  JSON_RPC_VERSION_NOT_SUPPORTED: -32006,
  USER_REJECTED: 4001,
  UNAUTHORIZED: 4100,
  UNSUPPORTED_METHOD: 4200,
  DISCONNECTED: 4900,
  CHAIN_DISCONNECTED: 4901,
  UNRECOGNIZED_CHAIN_ID: 4902,
  /** The code an error gets when the wallet gave none. */
  DEFAULT: 5000,
  UNSUPPORTED_CAPABILITY: 5700,
  UNSUPPORTED_CHAIN_ID: 5710,
  DUPLICATE_CALLS_ID: 5720,
  UNKNOWN_CALLS_ID: 5730,
  CALLS_TOO_LARGE: 5740,
  ATOMIC_UPGRADE_REJECTED: 5750,
  ATOMICITY_NOT_SUPPORTED: 5760,
  /** Positive, unlike the JSON-RPC internal error: some wallets use it for an invalid chain id. */
  INVALID_CHAIN_ID: 32603,
} as const

export type RpcCode = (typeof RPC_CODES)[keyof typeof RPC_CODES]
export type RpcCodeTable = Readonly<Record<number, string>>

/**
 * The message each code gets when the wallet sent none. The spec names only 4001, 4902,
 * 5000 and 32603; the others carry their standard meanings from EIP-1474, EIP-1193 and
 * EIP-5792. Apps replace any of them with `createRpcCodeTable`.
 */
// The negative codes are written as the strings they become as keys: a computed `[-32700]` is
// turned into its string while the module loads, and those conversions fill V8's small
// number-to-string cache, which then grows for good (64 KiB of heap on every page).
export const DEFAULT_RPC_CODE_MESSAGES: RpcCodeTable = {
  '-32700': 'Invalid JSON was received',
  '-32600': 'The request is not a valid request object',
  '-32601': 'The method does not exist or is not available',
  '-32602': 'Invalid method parameters',
  '-32603': 'Internal JSON-RPC error',
  '-32000': 'Missing or invalid parameters',
  '-32001': 'Requested resource not found',
  '-32002': 'Requested resource not available',
  '-32003': 'Transaction creation failed',
  '-32004': 'Method is not implemented',
  '-32005': 'Request exceeds defined limit',
  '-32006': 'Version of JSON-RPC protocol is not supported',
  4001: 'User rejected the request',
  4100: 'The requested method and/or account has not been authorized by the user',
  4200: 'The provider does not support the requested method',
  4900: 'The provider is disconnected from all chains',
  4901: 'The provider is not connected to the requested chain',
  4902: 'Unrecognized chain id',
  5000: 'Unknown error',
  5700: 'The wallet does not support a capability that is not optional',
  5710: 'The wallet does not support the chain id of the calls',
  5720: 'A batch of calls with the same id was already submitted',
  5730: 'No batch of calls with this id is known',
  5740: 'The batch of calls is too large for the wallet',
  5750: 'The user rejected upgrading the account for atomic calls',
  5760: 'The wallet cannot run the calls atomically',
  32603: 'Invalid chain id',
}

/** The default table with the app's own messages laid over it. */
export function createRpcCodeTable(overrides: RpcCodeTable = {}): RpcCodeTable {
  return Object.freeze({ ...DEFAULT_RPC_CODE_MESSAGES, ...overrides })
}

export function isKnownRpcCode(code: number): code is RpcCode {
  return code in DEFAULT_RPC_CODE_MESSAGES
}

/** A SigilError that came from a wallet or RPC error code; `rpcCode` is that code. */
export class WalletRpcError extends SigilError {
  override name = 'WalletRpcError'
  readonly rpcCode: number

  constructor(definition: ErrorDefinition<ErrorCode>, rpcCode: number, message: string, cause?: unknown) {
    const base = createError(definition, { message })
    super(base.code, base.shortMessage, {
      details: message === base.shortMessage ? undefined : message,
      cause,
    })
    this.rpcCode = rpcCode
  }
}

const TYPED: Readonly<Record<number, ErrorDefinition<ErrorCode>>> = {
  [RPC_CODES.USER_REJECTED]: USER_REJECTED_REQUEST,
  [RPC_CODES.UNRECOGNIZED_CHAIN_ID]: UNRECOGNIZED_CHAIN_ID,
  [RPC_CODES.INVALID_CHAIN_ID]: INVALID_CHAIN_ID,
}

export type ErrorFromRpcCodeOptions = { table?: RpcCodeTable; cause?: unknown }

/**
 * The typed error for a wallet or RPC error code. 4001, 4902 and 32603 get their own
 * codes; every other code becomes WALLET_RPC_ERROR with the wallet's message, or the
 * table's. A missing or non-numeric code counts as 5000.
 */
export function errorFromRpcCode(
  code: number | undefined,
  message?: string,
  options: ErrorFromRpcCodeOptions = {},
): WalletRpcError {
  const rpcCode = typeof code === 'number' && Number.isInteger(code) ? code : RPC_CODES.DEFAULT
  const table = options.table ?? DEFAULT_RPC_CODE_MESSAGES
  const text = message || table[rpcCode] || table[RPC_CODES.DEFAULT] || `RPC error ${rpcCode}`
  return new WalletRpcError(TYPED[rpcCode] ?? WALLET_RPC_ERROR, rpcCode, text, options.cause)
}

/** The typed error for anything a wallet's `request` rejected with ({ code, message } or not). */
export function errorFromWalletRejection(error: unknown, table?: RpcCodeTable): WalletRpcError {
  const shape =
    typeof error === 'object' && error !== null ? (error as { code?: unknown; message?: unknown }) : {}
  const code = typeof shape.code === 'number' ? shape.code : undefined
  const message = typeof shape.message === 'string' ? shape.message : undefined
  return errorFromRpcCode(code, message, { cause: error, ...(table ? { table } : {}) })
}
