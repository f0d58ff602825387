import { createError } from '../errors/createError.js'
import { INVALID_CAIP_NETWORK_ID } from '../errors/definitions.js'
import { isChainNamespace } from './namespaces.js'
import type { CaipNetworkId, ChainNamespace, ParsedCaipNetworkId } from './types.js'

function fail(reason: string): never {
  throw createError(INVALID_CAIP_NETWORK_ID, { reason })
}

function checkParts(chainNamespace: string, chainId: string): void {
  if (chainNamespace === '') fail('the namespace is empty')
  if (chainId === '') fail('the chain reference is empty')
  if (chainId.includes(':')) fail(`the chain reference "${chainId}" contains a colon`)
  if (!isChainNamespace(chainNamespace)) fail(`unknown namespace "${chainNamespace}"`)
}

/** Splits a CAIP-2 id (`eip155:1`) into namespace and chain reference; throws on anything else. */
export function parseCaipNetworkId(value: string): ParsedCaipNetworkId {
  if (typeof value !== 'string') fail('expected a string')
  const parts = value.split(':')
  if (parts.length !== 2) fail(`expected 2 colon-separated parts in "${value}", got ${parts.length}`)
  const [chainNamespace = '', chainId = ''] = parts
  checkParts(chainNamespace, chainId)
  return { chainNamespace: chainNamespace as ChainNamespace, chainId }
}

/** Joins a namespace and chain reference into a CAIP-2 id, checking both. */
export function formatCaipNetworkId(chainNamespace: ChainNamespace, chainId: string | number): CaipNetworkId {
  const reference = String(chainId)
  checkParts(chainNamespace, reference)
  return `${chainNamespace}:${reference}`
}
