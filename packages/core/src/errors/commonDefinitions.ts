/**
 * The catalogue entries that a page's first load uses (address and network checks, connect and
 * reconnect, adapters, start-up): apart from definitions.ts, so that the words of every other
 * message load only with the code that shows them. definitions.ts re-exports them.
 */
import { thrown, ui } from './defineEntry.js'

export const SIWX_INIT_FAILED = /* @__PURE__ */ ui(
  'SIWX_INIT_FAILED',
  'A problem occurred while trying initialize authentication',
)
export const EMAIL_COOLDOWN = /* @__PURE__ */ ui('EMAIL_COOLDOWN', 'Please try again after {seconds} seconds')
export const RPC_METHOD_NOT_ALLOWED = /* @__PURE__ */ thrown(
  'RPC_METHOD_NOT_ALLOWED',
  'Requested RPC call is not allowed',
)
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
export const NO_AUTH_CONNECTOR = /* @__PURE__ */ thrown('NO_AUTH_CONNECTOR', 'No auth connector found')
export const CHAIN_NOT_SUPPORTED = /* @__PURE__ */ thrown('CHAIN_NOT_SUPPORTED', 'Chain is not supported')
export const EMAIL_LOGIN_DEPENDENCY = /* @__PURE__ */ thrown(
  'EMAIL_LOGIN_DEPENDENCY',
  'Unable to load email login dependency',
)
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
export const INVALID_CAIP_NETWORK_ID = /* @__PURE__ */ thrown(
  'INVALID_CAIP_NETWORK_ID',
  'Invalid CAIP-2 network id: {reason}',
)
export const INVALID_INPUT = /* @__PURE__ */ thrown('INVALID_INPUT', 'Invalid {what}: {reason}')
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
