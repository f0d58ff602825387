import type { CaipNetwork, NetworkNamespace } from '../caip/types.js'
import { chainIdToCoinType } from '../validation/coinType.js'
import { isEvmAddress } from '../validation/evmAddress.js'
import { isSolanaAddress } from '../validation/solanaAddress.js'

export type ReceiverInput =
  | { kind: 'empty' }
  | { kind: 'address'; address: string }
  | { kind: 'name'; name: string }
  | { kind: 'invalid' }

/** A name worth looking up: labels of letters, digits and hyphens joined by dots, ending in a label of 2 or more. */
const NAME = /^(?:[a-z0-9-]+\.)+[a-z0-9-]{2,}$/i

/**
 * What the person typed as the receiver: an address of the namespace (EVM addresses with a
 * correct checksum when mixed case), a name to resolve (EVM only: spec §6), or neither.
 */
export function readReceiver(input: string, namespace: NetworkNamespace): ReceiverInput {
  const value = input.trim()
  if (value === '') return { kind: 'empty' }
  if (namespace === 'eip155') {
    if (/^0x/i.test(value))
      return isEvmAddress(value, { strict: true }) ? { kind: 'address', address: value } : { kind: 'invalid' }
    return NAME.test(value) ? { kind: 'name', name: value.toLowerCase() } : { kind: 'invalid' }
  }
  if (namespace === 'solana')
    return isSolanaAddress(value) ? { kind: 'address', address: value } : { kind: 'invalid' }
  return { kind: 'invalid' }
}

/** A name's profile as the blockchain service answers it (spec §7 name profile). */
export type ReceiverProfile = {
  name: string
  addresses: Readonly<Record<string, { address: string }>>
  attributes?: Readonly<Record<string, string>>
}

/** ENSIP-11: 60 is Ethereum's coin type and every EVM chain's default address. */
const DEFAULT_EVM_COIN_TYPE = '60'

/**
 * The address a profile names for `network`: the chain's own coin type (ENSIP-11) when the
 * profile has one, else its default EVM address; undefined when neither is a valid address.
 */
export function profileAddress(profile: ReceiverProfile, network: CaipNetwork): string | undefined {
  if (network.chainNamespace !== 'eip155') return undefined
  const chainId = Number(network.id)
  const own =
    Number.isInteger(chainId) && chainId > 1 && chainId < 2 ** 31
      ? profile.addresses[String(chainIdToCoinType(chainId))]?.address
      : undefined
  const address = own ?? profile.addresses[DEFAULT_EVM_COIN_TYPE]?.address
  return address !== undefined && isEvmAddress(address) ? address : undefined
}
