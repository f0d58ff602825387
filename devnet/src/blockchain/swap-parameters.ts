import { type Address, getAddress, isAddress, maxUint256 } from 'viem'
import { badRequest } from '../http/http-error.js'
import type { ChainService } from './chain-services.js'
import { NATIVE_TOKEN_ADDRESS } from './swap-and-onramp-samples.js'

/** A token named by a CAIP-10 asset address (`eip155:31337:0x…`), resolved to a devnet chain. */
export interface SwapAsset {
  service: ChainService
  /** The token contract, or the native sentinel. */
  address: Address
  isNative: boolean
  /** The CAIP-10 text as the service echoes it. */
  caip10: string
}

function splitCaip10(value: string, name: string): { caip2: string; address: string } {
  const parts = value.split(':')
  if (parts.length !== 3 || parts[0] !== 'eip155' || parts[1] === '' || parts[2] === '')
    throw badRequest(`${name} must be a CAIP-10 address such as eip155:1:0x…, got "${value}"`)
  return { caip2: `${parts[0]}:${parts[1]}`, address: parts[2]! }
}

function chainOf(chains: readonly ChainService[], caip2: string, name: string): ChainService {
  const service = chains.find((entry) => entry.chain.caipId === caip2)
  if (service === undefined) throw badRequest(`${name}: network ${caip2} is not supported by this service`)
  return service
}

function required(value: unknown, name: string): string {
  if (value === null || value === undefined || value === '')
    throw badRequest(`missing required parameter: ${name}`)
  if (typeof value !== 'string') throw badRequest(`${name} must be text, got ${JSON.stringify(value)}`)
  if (value.trim() === '') throw badRequest(`missing required parameter: ${name}`)
  return value.trim()
}

/** A swappable token: the native sentinel or an ERC-20 the chain's catalogue knows. */
export function parseAsset(chains: readonly ChainService[], raw: unknown, name: string) {
  const value = required(raw, name)
  const { caip2, address } = splitCaip10(value, name)
  const service = chainOf(chains, caip2, name)
  if (!isAddress(address, { strict: false })) throw badRequest(`${name} does not end in an EVM address`)
  const isNative = address.toLowerCase() === NATIVE_TOKEN_ADDRESS
  if (!isNative && service.catalog.get(address as Address)?.kind !== 'erc20')
    throw badRequest(`${name}: ${address} is not a token this service can swap on ${caip2}`)
  return { service, address: getAddress(address), isNative, caip10: value } satisfies SwapAsset
}

/** The user: a CAIP-10 account on the given chain, or (where `plainAllowed`) a bare address. */
export function parseAccount(
  service: ChainService,
  raw: unknown,
  name: string,
  plainAllowed: boolean,
): Address {
  const value = required(raw, name)
  if (plainAllowed && isAddress(value, { strict: false })) return getAddress(value)
  const { caip2, address } = splitCaip10(value, name)
  if (caip2 !== service.chain.caipId)
    throw badRequest(`${name} is on ${caip2} but the tokens are on ${service.chain.caipId}`)
  if (!isAddress(address, { strict: false })) throw badRequest(`${name} does not end in an EVM address`)
  return getAddress(address)
}

/** A token amount in base units: a positive integer, as a decimal string or a safe integer. */
export function parseBaseUnits(raw: unknown, name: string): bigint {
  if (raw === undefined || raw === null || raw === '') throw badRequest(`missing required parameter: ${name}`)
  const text = typeof raw === 'number' && Number.isSafeInteger(raw) ? String(raw) : raw
  if (typeof text !== 'string' || !/^\d{1,78}$/.test(text))
    throw badRequest(`${name} must be a whole number of base units, got ${JSON.stringify(raw)}`)
  const amount = BigInt(text)
  if (amount === 0n) throw badRequest(`${name} must be greater than 0`)
  if (amount > maxUint256) throw badRequest(`${name} is larger than a uint256`)
  return amount
}

/** Both tokens of a swap: on one chain, and not the same token. */
export function parsePair(chains: readonly ChainService[], from: unknown, to: unknown) {
  const source = parseAsset(chains, from, 'from')
  const target = parseAsset(chains, to, 'to')
  if (source.service !== target.service)
    throw badRequest('from and to must be on the same network: devnet swaps do not cross chains')
  if (source.address === target.address) throw badRequest('from and to are the same token')
  return { source, target, service: source.service }
}
