/**
 * The catalogue entries that a page's first load uses (config, network id and adapter checks):
 * apart from definitions.ts, so that the words of every other message load only with the code
 * that shows them. definitions.ts re-exports them. An entry belongs here only when a module of the
 * first load throws it (bench/lib/firstLoad.test.ts prices the page).
 */
import { thrown, ui } from './defineEntry.js'

export const SIWX_INIT_FAILED = /* @__PURE__ */ ui(
  'SIWX_INIT_FAILED',
  'A problem occurred while trying initialize authentication',
)
export const WALLETCONNECT_CONNECTOR_NOT_FOUND = /* @__PURE__ */ thrown(
  'WALLETCONNECT_CONNECTOR_NOT_FOUND',
  'WalletConnectConnector not found',
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
