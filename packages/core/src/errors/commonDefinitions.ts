/**
 * The catalogue entries that a page's first load uses (config, network id and adapter checks):
 * apart from definitions.ts, so that the words of every other message load only with the code
 * that shows them. definitions.ts re-exports them. An entry belongs here only when a module of the
 * first load throws it (bench/lib/firstLoad.test.ts prices the page).
 */
// Written as plain objects, not through defineEntry.ts's helpers: the first load then does not load
// that module (the rest of the catalogue, loaded later, uses it).
import type { ErrorDefinition } from './defineEntry.js'

export const WALLETCONNECT_CONNECTOR_NOT_FOUND: ErrorDefinition<'WALLETCONNECT_CONNECTOR_NOT_FOUND'> = {
  code: 'WALLETCONNECT_CONNECTOR_NOT_FOUND',
  message: 'WalletConnectConnector not found',
  kind: 'thrown',
}
export const UNSUPPORTED_CHAIN_NAMESPACE: ErrorDefinition<'UNSUPPORTED_CHAIN_NAMESPACE'> = {
  code: 'UNSUPPORTED_CHAIN_NAMESPACE',
  message: 'Unsupported chain namespace',
  kind: 'thrown',
}
export const ADAPTER_NOT_FOUND: ErrorDefinition<'ADAPTER_NOT_FOUND'> = {
  code: 'ADAPTER_NOT_FOUND',
  message: 'Adapter for namespace {namespace} does not exist',
  kind: 'thrown',
}
export const NAMESPACE_REQUIRED: ErrorDefinition<'NAMESPACE_REQUIRED'> = {
  code: 'NAMESPACE_REQUIRED',
  message: 'A namespace is required',
  kind: 'thrown',
}
export const SIWE_AND_SIWX: ErrorDefinition<'SIWE_AND_SIWX'> = {
  code: 'SIWE_AND_SIWX',
  message: 'Cannot set both `siweConfig` and `siwx` options',
  kind: 'thrown',
}
export const INVALID_CONFIG: ErrorDefinition<'INVALID_CONFIG'> = {
  code: 'INVALID_CONFIG',
  message: 'Invalid configuration: {reason}',
  kind: 'thrown',
}
