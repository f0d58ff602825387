import { createError } from '../../errors/createError.js'
import { INVALID_INPUT } from '../../errors/definitions.js'
import { parseCaipNetworkId } from '../caipNetworkId.js'
import type { CaipNetwork } from '../types.js'

const NETWORK_NAMESPACES: readonly string[] = ['eip155', 'solana', 'bip122']
const HTTP_URL = /^https?:\/\/[^\s]+$/

function fail(reason: string): never {
  throw createError(INVALID_INPUT, { what: 'network', reason })
}

function checkUrls(urls: readonly string[], where: string): void {
  for (const url of urls) if (!HTTP_URL.test(url)) fail(`${where} has a URL that is not http(s): "${url}"`)
}

/**
 * Checks a network definition (spec §3 "CAIP network") and returns it frozen. Apps use it
 * for networks Sigil does not bundle; a unit test runs every bundled network through it.
 */
export function defineNetwork<const N extends CaipNetwork>(network: N): N {
  if (!NETWORK_NAMESPACES.includes(network.chainNamespace))
    fail(`chainNamespace "${network.chainNamespace}" is not one of ${NETWORK_NAMESPACES.join(', ')}`)
  const { chainNamespace, chainId } = parseCaipNetworkId(network.caipNetworkId)
  if (chainNamespace !== network.chainNamespace)
    fail(`caipNetworkId "${network.caipNetworkId}" is not in namespace ${network.chainNamespace}`)
  if (chainId !== String(network.id))
    fail(`caipNetworkId "${network.caipNetworkId}" does not end with id ${network.id}`)
  if (chainNamespace === 'eip155' && !(Number.isSafeInteger(network.id) && Number(network.id) > 0))
    fail(`an eip155 network needs a positive integer id, got ${String(network.id)}`)
  if (network.name.trim() === '') fail('name is empty')
  const { nativeCurrency } = network
  if (nativeCurrency.name === '' || nativeCurrency.symbol === '')
    fail('nativeCurrency needs a name and a symbol')
  if (!Number.isInteger(nativeCurrency.decimals) || nativeCurrency.decimals < 0)
    fail(`nativeCurrency.decimals must be a non-negative integer, got ${nativeCurrency.decimals}`)
  if (chainNamespace === 'eip155' && network.rpcUrls.default.http.length === 0)
    fail('an eip155 network needs at least one default RPC URL')
  checkUrls(network.rpcUrls.default.http, 'rpcUrls.default')
  checkUrls(network.rpcUrls.chainDefault?.http ?? [], 'rpcUrls.chainDefault')
  for (const explorer of Object.values(network.blockExplorers ?? {}))
    checkUrls([explorer.url], 'blockExplorers')
  if (network.deprecatedCaipNetworkId !== undefined) {
    if (chainNamespace !== 'solana') fail('only Solana networks carry a deprecatedCaipNetworkId')
    if (parseCaipNetworkId(network.deprecatedCaipNetworkId).chainNamespace !== 'solana')
      fail('deprecatedCaipNetworkId must be in namespace solana')
  }
  if (network.blockTime !== undefined && !(network.blockTime > 0)) fail('blockTime must be positive')
  if (network.stack !== undefined && chainNamespace !== 'eip155')
    fail('only eip155 networks have a rollup stack')
  return Object.freeze(network)
}
