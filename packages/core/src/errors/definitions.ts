/**
 * Every message and alert of spec §8, one named entry each. Each entry is its own export
 * so that code using one error does not pull in the rest; `catalogue.ts` lists them all.
 * `{name}` in a message is a parameter filled by `createError`. The entries a page's first load
 * throws are in commonDefinitions.ts, which the errors barrel exports beside this file (a
 * re-export here would tie that small module to this large one's chunk).
 */

export * from './alertDefinitions.js'
export type { AlertDefinition, ErrorDefinition, ErrorKind } from './defineEntry.js'

import { snackbar, thrown, ui } from './defineEntry.js'

// Entries that code after the first load throws or shows (connect, approvals, wallets' answers)
export const EMAIL_COOLDOWN = /* @__PURE__ */ ui('EMAIL_COOLDOWN', 'Please try again after {seconds} seconds')
export const RPC_METHOD_NOT_ALLOWED = /* @__PURE__ */ thrown(
  'RPC_METHOD_NOT_ALLOWED',
  'Requested RPC call is not allowed',
)
export const INVALID_CAIP_NETWORK_ID = /* @__PURE__ */ thrown(
  'INVALID_CAIP_NETWORK_ID',
  'Invalid CAIP-2 network id: {reason}',
)
export const INVALID_INPUT = /* @__PURE__ */ thrown('INVALID_INPUT', 'Invalid {what}: {reason}')
export const MODAL_CLOSED = /* @__PURE__ */ thrown('MODAL_CLOSED', 'Modal closed')
export const CONNECTION_REJECTED = /* @__PURE__ */ thrown('CONNECTION_REJECTED', 'Connection rejected')
export const POPUP_CLOSED = /* @__PURE__ */ thrown('POPUP_CLOSED', 'Popup closed')
export const FAILED_TO_CONNECT = /* @__PURE__ */ thrown('FAILED_TO_CONNECT', 'Failed to connect')
export const SOCIAL_INIT_FAILED = /* @__PURE__ */ thrown(
  'SOCIAL_INIT_FAILED',
  'Failed to initiate social connection',
)
/** A Safe took the message to be signed by its owners; there is no signature until they have. */
export const SAFE_MESSAGE_AWAITS_OWNERS = /* @__PURE__ */ thrown(
  'SAFE_MESSAGE_AWAITS_OWNERS',
  "The message awaits the Safe's owners' signatures",
)
export const FARCASTER_CONNECT_FAILED = /* @__PURE__ */ thrown(
  'FARCASTER_CONNECT_FAILED',
  'Failed to connect to farcaster',
)
export const NO_AUTH_CONNECTOR = /* @__PURE__ */ thrown('NO_AUTH_CONNECTOR', 'No auth connector found')
export const CHAIN_NOT_SUPPORTED = /* @__PURE__ */ thrown('CHAIN_NOT_SUPPORTED', 'Chain is not supported')
export const EMAIL_LOGIN_DEPENDENCY = /* @__PURE__ */ thrown(
  'EMAIL_LOGIN_DEPENDENCY',
  'Unable to load email login dependency',
)
export const FAILED_TO_DISCONNECT_CHAINS = /* @__PURE__ */ thrown(
  'FAILED_TO_DISCONNECT_CHAINS',
  'Failed to disconnect chains: {message}',
)
export const CONNECTOR_CHAINS_UNSUPPORTED = /* @__PURE__ */ thrown(
  'CONNECTOR_CHAINS_UNSUPPORTED',
  'The connector does not support any of the requested chains',
)
export const NETWORK_MISSING = /* @__PURE__ */ thrown(
  'NETWORK_MISSING',
  'No active network for namespace {namespace}',
)
export const INVALID_ADDRESS = /* @__PURE__ */ thrown('INVALID_ADDRESS', 'Invalid address')
export const INVALID_CHAIN_ID = /* @__PURE__ */ thrown('INVALID_CHAIN_ID', 'Invalid chain id')
export const INVALID_RESPONSE = /* @__PURE__ */ thrown('INVALID_RESPONSE', 'Invalid response: {reason}')
export const USER_REJECTED_REQUEST = /* @__PURE__ */ thrown(
  'USER_REJECTED_REQUEST',
  'User rejected the request',
)
export const UNRECOGNIZED_CHAIN_ID = /* @__PURE__ */ thrown('UNRECOGNIZED_CHAIN_ID', 'Unrecognized chain id')
export const WALLET_RPC_ERROR = /* @__PURE__ */ thrown('WALLET_RPC_ERROR', '{message}')
export const NOT_CONNECTED = /* @__PURE__ */ thrown(
  'NOT_CONNECTED',
  'No connected account for namespace {namespace}',
)
export const SMART_ACCOUNT_UNAVAILABLE = /* @__PURE__ */ thrown(
  'SMART_ACCOUNT_UNAVAILABLE',
  'Cannot switch to a smart account: {reason}',
)

// Messages shown to the user
export const TOKEN_BALANCE_UNAVAILABLE = /* @__PURE__ */ snackbar(
  'TOKEN_BALANCE_UNAVAILABLE',
  'Token Balance Unavailable',
)
export const FAILED_TO_FETCH_TRANSACTIONS = /* @__PURE__ */ snackbar(
  'FAILED_TO_FETCH_TRANSACTIONS',
  'Failed to fetch transactions',
)
export const SIWX_INIT_FAILED = /* @__PURE__ */ ui(
  'SIWX_INIT_FAILED',
  'A problem occurred while trying initialize authentication',
)
export const SIWX_SIGN_FAILED = /* @__PURE__ */ ui('SIWX_SIGN_FAILED', 'Error signing message')
export const SIWX_AUTHENTICATING = /* @__PURE__ */ ui('SIWX_AUTHENTICATING', 'Authenticating...')
export const ACTION_NOT_ALLOWED = /* @__PURE__ */ ui('ACTION_NOT_ALLOWED', 'Action not allowed')

// Thrown: WalletConnect (our words: the spec has none for a relay that drops mid-pairing)
export const WALLETCONNECT_RELAY_LOST = /* @__PURE__ */ thrown(
  'WALLETCONNECT_RELAY_LOST',
  'The connection to the WalletConnect relay was lost. Check your connection and try again.',
)

// Thrown or logged: swaps and send
export const GAS_PRICE_NETWORK_NOT_SUPPORTED = /* @__PURE__ */ thrown(
  'GAS_PRICE_NETWORK_NOT_SUPPORTED',
  'Network not supported for Gas Price',
)
export const SWAPS_NETWORK_NOT_SUPPORTED = /* @__PURE__ */ thrown(
  'SWAPS_NETWORK_NOT_SUPPORTED',
  'Network not supported for Swaps',
)
export const ONRAMP_NETWORK_NOT_SUPPORTED = /* @__PURE__ */ thrown(
  'ONRAMP_NETWORK_NOT_SUPPORTED',
  'Network not supported for Onramp',
)
export const SEND_UNSUPPORTED_CHAIN = /* @__PURE__ */ thrown('SEND_UNSUPPORTED_CHAIN', 'Unsupported chain')
export const SEND_AMOUNT_AND_RECEIVER_REQUIRED = /* @__PURE__ */ thrown(
  'SEND_AMOUNT_AND_RECEIVER_REQUIRED',
  'An amount and receiver address are required',
)
export const SEND_TOKEN_REQUIRED = /* @__PURE__ */ thrown('SEND_TOKEN_REQUIRED', 'A token is required')

// Thrown or logged: connection
export const FAILED_TO_DISCONNECT = /* @__PURE__ */ thrown('FAILED_TO_DISCONNECT', 'Failed to disconnect')

// Thrown or logged: embedded wallet
export const NOT_CONNECTED_TO_EMAIL_OR_SOCIAL = /* @__PURE__ */ thrown(
  'NOT_CONNECTED_TO_EMAIL_OR_SOCIAL',
  'Not connected to email or social',
)
export const NETWORK_NOT_FOUND = /* @__PURE__ */ thrown('NETWORK_NOT_FOUND', 'Network not found')
export const ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND = /* @__PURE__ */ thrown(
  'ADDRESS_OR_AUTH_CONNECTOR_NOT_FOUND',
  'Address or auth connector not found',
)

// Thrown or logged: names
export const ERROR_RESOLVING_NAME = /* @__PURE__ */ thrown('ERROR_RESOLVING_NAME', 'Error resolving name')
export const ERROR_FETCHING_NAME_SUGGESTIONS = /* @__PURE__ */ thrown(
  'ERROR_FETCHING_NAME_SUGGESTIONS',
  'Error fetching name suggestions',
)
export const ERROR_REGISTERING_NAME = /* @__PURE__ */ thrown(
  'ERROR_REGISTERING_NAME',
  'Error registering name',
)

// Thrown or logged: everything else
export const IFRAME_NOT_SET = /* @__PURE__ */ thrown('IFRAME_NOT_SET', 'W3mFrame: iframe is not set')
export const REQUEST_ABORTED = /* @__PURE__ */ thrown('REQUEST_ABORTED', 'Request was aborted')
export const SOMETHING_WENT_WRONG = /* @__PURE__ */ thrown('SOMETHING_WENT_WRONG', 'Something went wrong')
export const FRAME_ERROR = /* @__PURE__ */ thrown('FRAME_ERROR', 'An error occurred')
export const UNKNOWN_ERROR = /* @__PURE__ */ thrown('UNKNOWN_ERROR', 'Unknown error')

// Client operations whose adapter, namespace or network is missing (§8 last bullet, §5)

// Input validation at the boundary (§5)
export const INVALID_CAIP_ADDRESS = /* @__PURE__ */ thrown(
  'INVALID_CAIP_ADDRESS',
  'Invalid CAIP-10 address: {reason}',
)
export const INVALID_COIN_TYPE_CHAIN_ID = /* @__PURE__ */ thrown(
  'INVALID_COIN_TYPE_CHAIN_ID',
  'Chain id {chainId} is too large for a coin type (must be below 2147483648)',
)

// Chain-library errors (§8), raised by the transaction checks and mapped from adapters
export const FEE_CAP_TOO_HIGH = /* @__PURE__ */ thrown(
  'FEE_CAP_TOO_HIGH',
  'The fee cap (maxFeePerGas) is too high',
)
export const FEE_CAP_TOO_LOW = /* @__PURE__ */ thrown(
  'FEE_CAP_TOO_LOW',
  'The fee cap (maxFeePerGas) is too low',
)
export const TIP_ABOVE_FEE_CAP = /* @__PURE__ */ thrown(
  'TIP_ABOVE_FEE_CAP',
  'The tip (maxPriorityFeePerGas) is above the fee cap (maxFeePerGas)',
)
export const NONCE_TOO_HIGH = /* @__PURE__ */ thrown('NONCE_TOO_HIGH', 'The nonce is too high')
export const NONCE_TOO_LOW = /* @__PURE__ */ thrown('NONCE_TOO_LOW', 'The nonce is too low')
export const INSUFFICIENT_FUNDS = /* @__PURE__ */ thrown(
  'INSUFFICIENT_FUNDS',
  'Insufficient funds for gas and value',
)
export const GAS_TOO_LOW = /* @__PURE__ */ thrown('GAS_TOO_LOW', 'The gas limit is too low')
export const GAS_TOO_HIGH = /* @__PURE__ */ thrown('GAS_TOO_HIGH', 'The gas limit is too high')
export const TRANSACTION_TYPE_NOT_SUPPORTED = /* @__PURE__ */ thrown(
  'TRANSACTION_TYPE_NOT_SUPPORTED',
  'The transaction type is not supported',
)
export const BLOB_EMPTY_VERSIONED_HASHES = /* @__PURE__ */ thrown(
  'BLOB_EMPTY_VERSIONED_HASHES',
  'A blob transaction needs at least one versioned hash',
)
export const BLOB_INVALID_VERSIONED_HASH_SIZE = /* @__PURE__ */ thrown(
  'BLOB_INVALID_VERSIONED_HASH_SIZE',
  'A versioned hash must be 32 bytes',
)
export const BLOB_INVALID_VERSIONED_HASH_VERSION = /* @__PURE__ */ thrown(
  'BLOB_INVALID_VERSIONED_HASH_VERSION',
  'A versioned hash must have version 1',
)
export const BLOB_SIZE_TOO_LARGE = /* @__PURE__ */ thrown(
  'BLOB_SIZE_TOO_LARGE',
  'Blob data is too large (at most 761855 bytes)',
)
export const ZK_BYTECODE_INVALID = /* @__PURE__ */ thrown(
  'ZK_BYTECODE_INVALID',
  'Invalid ZKsync bytecode: {reason}',
)

// Alerts (§8): in alertDefinitions.ts

// Service clients (spec §7): a non-OK status and a response that fails its schema
export const HTTP_STATUS_ERROR = /* @__PURE__ */ thrown(
  'HTTP_STATUS_ERROR',
  'Request failed with status {status}',
)

// Transaction checks (§5) that the chain library reports without a typed error of its own
export const MAX_FEE_FIELDS_NOT_ALLOWED = /* @__PURE__ */ thrown(
  'MAX_FEE_FIELDS_NOT_ALLOWED',
  'maxFeePerGas and maxPriorityFeePerGas are not valid on a {type} transaction',
)

// Wallet and JSON-RPC error codes (§8), see rpcCodes.ts

// Client operations that need a connected account (client section)
