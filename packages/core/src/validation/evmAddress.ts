import { EVM_ADDRESS_CACHE_SIZE } from '../constants/index.js'
import { toChecksumAddress } from './checksumAddress.js'
import { createLruCache } from './lruCache.js'

export type EvmAddressOptions = {
  /** Also require a correct EIP-55 checksum when the address mixes upper and lower case. */
  strict?: boolean
}

const EVM_ADDRESS = /^(0x)?[0-9a-fA-F]{40}$/

/**
 * An optional `0x` then 40 hex characters (spec §5). In strict mode a mixed-case address
 * must carry a correct EIP-55 checksum; all-lower and all-upper addresses carry none.
 * No cache: use `createAddressValidator()` when the same addresses come back often.
 */
export function isEvmAddress(address: string, options: EvmAddressOptions = {}): boolean {
  if (typeof address !== 'string' || !EVM_ADDRESS.test(address)) return false
  if (!options.strict) return true
  const hex = address.replace(/^0x/, '')
  if (hex === hex.toLowerCase() || hex === hex.toUpperCase()) return true
  return toChecksumAddress(hex).slice(2) === hex
}

export type AddressValidator = {
  isEvmAddress(address: string, options?: EvmAddressOptions): boolean
  /** How many results the cache holds now. */
  readonly cacheSize: number
  clearCache(): void
}

export type AddressValidatorOptions = { cacheSize?: number }

/** An EVM address check with its own LRU cache of results (at most 8192 by default). */
export function createAddressValidator(options: AddressValidatorOptions = {}): AddressValidator {
  const cache = createLruCache<string, boolean>(options.cacheSize ?? EVM_ADDRESS_CACHE_SIZE)
  return {
    isEvmAddress(address, checkOptions = {}) {
      const key = `${checkOptions.strict ? 's' : 'l'}${address}`
      const cached = cache.get(key)
      if (cached !== undefined) return cached
      const result = isEvmAddress(address, checkOptions)
      cache.set(key, result)
      return result
    },
    get cacheSize() {
      return cache.size
    },
    clearCache() {
      cache.clear()
    },
  }
}
