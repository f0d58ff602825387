import { createError } from '../errors/createError.js'
import { INVALID_CAIP_ADDRESS } from '../errors/definitions.js'
import { isChainNamespace } from './namespaces.js'
import type { CaipAddress, CaipNetworkId, ChainNamespace, ParsedCaipAddress } from './types.js'

function fail(reason: string): never {
  throw createError(INVALID_CAIP_ADDRESS, { reason })
}

const PART_NAMES = ['namespace', 'chain reference', 'account address'] as const

function checkParts(parts: readonly string[], value: string): void {
  if (parts.length !== 3) fail(`expected 3 colon-separated parts in "${value}", got ${parts.length}`)
  parts.forEach((part, index) => {
    if (part === '') fail(`the ${PART_NAMES[index]} is empty in "${value}"`)
  })
  const [chainNamespace = ''] = parts
  if (!isChainNamespace(chainNamespace)) fail(`unknown namespace "${chainNamespace}"`)
}

/** Splits a CAIP-10 address (`eip155:1:0xab…`) into its three parts; throws on anything else. */
export function parseCaipAddress(value: string): ParsedCaipAddress {
  if (typeof value !== 'string') fail('expected a string')
  const parts = value.split(':')
  checkParts(parts, value)
  const [chainNamespace, chainId, address] = parts as [ChainNamespace, string, string]
  return { chainNamespace, chainId, address }
}

/** Joins a network id and an account address into a CAIP-10 address, checking the result. */
export function formatCaipAddress(caipNetworkId: CaipNetworkId, address: string): CaipAddress {
  const value = `${caipNetworkId}:${address}`
  checkParts(value.split(':'), value)
  return value as CaipAddress
}

/** The CAIP-2 network id a CAIP-10 address belongs to. */
export function caipAddressNetworkId(value: string): CaipNetworkId {
  const { chainNamespace, chainId } = parseCaipAddress(value)
  return `${chainNamespace}:${chainId}`
}
