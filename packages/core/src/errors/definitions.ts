/**
 * Every message and alert of spec §8, one named entry each. Each entry is its own export
 * so that code using one error does not pull in the rest; `catalogue.ts` lists them all.
 * `{name}` in a message is a parameter filled by `createError`.
 */
export type ErrorKind = 'snackbar' | 'thrown' | 'ui'
export type ErrorDefinition<C extends string = string> = {
  readonly code: C
  readonly message: string
  readonly kind: ErrorKind
}
export type AlertDefinition<C extends string = string> = {
  readonly code: C
  readonly title: string
  readonly description: string
}

const thrown = <C extends string>(code: C, message: string): ErrorDefinition<C> => ({
  code,
  message,
  kind: 'thrown',
})
const snackbar = <C extends string>(code: C, message: string): ErrorDefinition<C> => ({
  code,
  message,
  kind: 'snackbar',
})
const ui = <C extends string>(code: C, message: string): ErrorDefinition<C> => ({ code, message, kind: 'ui' })
const alert = <C extends string>(code: C, title: string, description: string): AlertDefinition<C> => ({
  code,
  title,
  description,
})

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
export const EMAIL_COOLDOWN = /* @__PURE__ */ ui('EMAIL_COOLDOWN', 'Please try again after {seconds} seconds')
export const RPC_METHOD_NOT_ALLOWED = /* @__PURE__ */ thrown(
  'RPC_METHOD_NOT_ALLOWED',
  'Requested RPC call is not allowed',
)
export const ACTION_NOT_ALLOWED = /* @__PURE__ */ ui('ACTION_NOT_ALLOWED', 'Action not allowed')

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
export const MODAL_CLOSED = /* @__PURE__ */ thrown('MODAL_CLOSED', 'Modal closed')
export const CONNECTION_REJECTED = /* @__PURE__ */ thrown('CONNECTION_REJECTED', 'Connection rejected')
export const POPUP_CLOSED = /* @__PURE__ */ thrown('POPUP_CLOSED', 'Popup closed')
export const FAILED_TO_CONNECT = /* @__PURE__ */ thrown('FAILED_TO_CONNECT', 'Failed to connect')
export const SOCIAL_INIT_FAILED = /* @__PURE__ */ thrown(
  'SOCIAL_INIT_FAILED',
  'Failed to initiate social connection',
)
export const FARCASTER_CONNECT_FAILED = /* @__PURE__ */ thrown(
  'FARCASTER_CONNECT_FAILED',
  'Failed to connect to farcaster',
)
export const FAILED_TO_DISCONNECT = /* @__PURE__ */ thrown('FAILED_TO_DISCONNECT', 'Failed to disconnect')

// Thrown or logged: embedded wallet
export const NO_AUTH_CONNECTOR = /* @__PURE__ */ thrown('NO_AUTH_CONNECTOR', 'No auth connector found')
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
export const CHAIN_NOT_SUPPORTED = /* @__PURE__ */ thrown('CHAIN_NOT_SUPPORTED', 'Chain is not supported')
export const EMAIL_LOGIN_DEPENDENCY = /* @__PURE__ */ thrown(
  'EMAIL_LOGIN_DEPENDENCY',
  'Unable to load email login dependency',
)
export const IFRAME_NOT_SET = /* @__PURE__ */ thrown('IFRAME_NOT_SET', 'W3mFrame: iframe is not set')
export const WALLETCONNECT_CONNECTOR_NOT_FOUND = /* @__PURE__ */ thrown(
  'WALLETCONNECT_CONNECTOR_NOT_FOUND',
  'WalletConnectConnector not found',
)
export const FAILED_TO_DISCONNECT_CHAINS = /* @__PURE__ */ thrown(
  'FAILED_TO_DISCONNECT_CHAINS',
  'Failed to disconnect chains: {message}',
)
export const CONNECTOR_CHAINS_UNSUPPORTED = /* @__PURE__ */ thrown(
  'CONNECTOR_CHAINS_UNSUPPORTED',
  'The connector does not support any of the requested chains',
)
export const UNSUPPORTED_CHAIN_NAMESPACE = /* @__PURE__ */ thrown(
  'UNSUPPORTED_CHAIN_NAMESPACE',
  'Unsupported chain namespace',
)
export const REQUEST_ABORTED = /* @__PURE__ */ thrown('REQUEST_ABORTED', 'Request was aborted')
export const SOMETHING_WENT_WRONG = /* @__PURE__ */ thrown('SOMETHING_WENT_WRONG', 'Something went wrong')
export const FRAME_ERROR = /* @__PURE__ */ thrown('FRAME_ERROR', 'An error occurred')
export const UNKNOWN_ERROR = /* @__PURE__ */ thrown('UNKNOWN_ERROR', 'Unknown error')

// Client operations whose adapter, namespace or network is missing (§8 last bullet, §5)
export const ADAPTER_NOT_FOUND = /* @__PURE__ */ thrown(
  'ADAPTER_NOT_FOUND',
  'Adapter for namespace {namespace} does not exist',
)
export const NAMESPACE_REQUIRED = /* @__PURE__ */ thrown('NAMESPACE_REQUIRED', 'A namespace is required')
export const NETWORK_MISSING = /* @__PURE__ */ thrown(
  'NETWORK_MISSING',
  'No active network for namespace {namespace}',
)
export const SIWE_AND_SIWX = /* @__PURE__ */ thrown(
  'SIWE_AND_SIWX',
  'Cannot set both `siweConfig` and `siwx` options',
)
export const INVALID_CONFIG = /* @__PURE__ */ thrown('INVALID_CONFIG', 'Invalid configuration: {reason}')

// Input validation at the boundary (§5)
export const INVALID_CAIP_ADDRESS = /* @__PURE__ */ thrown(
  'INVALID_CAIP_ADDRESS',
  'Invalid CAIP-10 address: {reason}',
)
export const INVALID_CAIP_NETWORK_ID = /* @__PURE__ */ thrown(
  'INVALID_CAIP_NETWORK_ID',
  'Invalid CAIP-2 network id: {reason}',
)
export const INVALID_COIN_TYPE_CHAIN_ID = /* @__PURE__ */ thrown(
  'INVALID_COIN_TYPE_CHAIN_ID',
  'Chain id {chainId} is too large for a coin type (must be below 2147483648)',
)
export const INVALID_INPUT = /* @__PURE__ */ thrown('INVALID_INPUT', 'Invalid {what}: {reason}')

// Chain-library errors (§8), raised by the transaction checks and mapped from adapters
export const INVALID_ADDRESS = /* @__PURE__ */ thrown('INVALID_ADDRESS', 'Invalid address')
export const INVALID_CHAIN_ID = /* @__PURE__ */ thrown('INVALID_CHAIN_ID', 'Invalid chain id')
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

// Alerts (§8): a code, a title and the text shown under it
export const ALERT_SWITCH_NETWORK_NOT_FOUND = /* @__PURE__ */ alert(
  'SWITCH_NETWORK_NOT_FOUND',
  'Network Not Found',
  'The network you asked for is not one of the networks this app is configured with.',
)
export const ALERT_ORIGIN_NOT_ALLOWED = /* @__PURE__ */ alert(
  'ORIGIN_NOT_ALLOWED',
  'Origin Not Allowed',
  'This origin is not on the project’s allowlist. Add it in the project settings.',
)
export const ALERT_IFRAME_LOAD_FAILED = /* @__PURE__ */ alert(
  'IFRAME_LOAD_FAILED',
  'Network Error - Could not load embedded wallet',
  'The embedded wallet did not load. Check your connection and try again.',
)
export const ALERT_IFRAME_REQUEST_TIMEOUT = /* @__PURE__ */ alert(
  'IFRAME_REQUEST_TIMEOUT',
  'Embedded Wallet Request Timed Out',
  'The embedded wallet did not answer in time. Try again.',
)
export const ALERT_UNVERIFIED_DOMAIN = /* @__PURE__ */ alert(
  'UNVERIFIED_DOMAIN',
  'Unverified Domain',
  'This domain is not verified for the embedded wallet.',
)
export const ALERT_SESSION_EXPIRED = /* @__PURE__ */ alert(
  'SESSION_EXPIRED',
  'Session Expired',
  'Invalid session. Check your device’s time settings and reconnect.',
)
export const ALERT_INVALID_PROJECT_ID = /* @__PURE__ */ alert(
  'INVALID_PROJECT_ID',
  'Invalid Project ID',
  'The project id is not valid.',
)
export const ALERT_PROJECT_ID_NOT_CONFIGURED = /* @__PURE__ */ alert(
  'PROJECT_ID_NOT_CONFIGURED',
  'Project ID Not Configured',
  'Set a project id in the Sigil configuration.',
)
export const ALERT_SERVER_ERROR = /* @__PURE__ */ alert(
  'SERVER_ERROR',
  'Server Error',
  'Failed to get app configuration.',
)
export const ALERT_RATE_LIMITED = /* @__PURE__ */ alert(
  'RATE_LIMITED',
  'Rate Limited',
  'Too many requests. Try again in a moment.',
)
export const ALERT_INVALID_APP_CONFIGURATION = /* @__PURE__ */ alert(
  'INVALID_APP_CONFIGURATION',
  'Invalid App Configuration',
  'The origin is not on the allowlist of this project.',
)
export const ALERT_MULTI_WALLET_NOT_ENABLED = /* @__PURE__ */ alert(
  'MULTI_WALLET_NOT_ENABLED',
  'Multi-Wallet Not Enabled',
  'Connecting several wallets needs the multiWallet feature of the project configuration.',
)

// Service clients (spec §7): a non-OK status and a response that fails its schema
export const HTTP_STATUS_ERROR = /* @__PURE__ */ thrown(
  'HTTP_STATUS_ERROR',
  'Request failed with status {status}',
)
export const INVALID_RESPONSE = /* @__PURE__ */ thrown('INVALID_RESPONSE', 'Invalid response: {reason}')

// Transaction checks (§5) that the chain library reports without a typed error of its own
export const MAX_FEE_FIELDS_NOT_ALLOWED = /* @__PURE__ */ thrown(
  'MAX_FEE_FIELDS_NOT_ALLOWED',
  'maxFeePerGas and maxPriorityFeePerGas are not valid on a {type} transaction',
)

// Wallet and JSON-RPC error codes (§8), see rpcCodes.ts
export const USER_REJECTED_REQUEST = /* @__PURE__ */ thrown(
  'USER_REJECTED_REQUEST',
  'User rejected the request',
)
export const UNRECOGNIZED_CHAIN_ID = /* @__PURE__ */ thrown('UNRECOGNIZED_CHAIN_ID', 'Unrecognized chain id')
export const WALLET_RPC_ERROR = /* @__PURE__ */ thrown('WALLET_RPC_ERROR', '{message}')

// Client operations that need a connected account (client section)
export const NOT_CONNECTED = /* @__PURE__ */ thrown(
  'NOT_CONNECTED',
  'No connected account for namespace {namespace}',
)
export const SMART_ACCOUNT_UNAVAILABLE = /* @__PURE__ */ thrown(
  'SMART_ACCOUNT_UNAVAILABLE',
  'Cannot switch to a smart account: {reason}',
)
