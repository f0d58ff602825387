import { type Address, getAddress, isAddress } from 'viem'
import type { ChainService } from '../blockchain/chain-services.js'
import { badRequest, undeserializableBody } from '../http/http-error.js'
import { findAsset, findNetwork } from './onramp-catalog.js'

export interface DestinationWallet {
  address: Address
  /** Network names as given (each one a devnet network); absent means every network. */
  blockchains?: string[]
  /** Asset symbols as given (each one sold by devnet's onramp); absent means every asset. */
  assets?: string[]
  supportedNetworks?: string[]
}

/** The body of `POST /v1/generators/onrampurl`, checked. */
export interface OnrampUrlRequest {
  destinationWallets: DestinationWallet[]
  partnerUserId: string
  defaultNetwork?: string
  defaultExperience: 'buy' | 'send'
  presetCryptoAmount?: number
  presetFiatAmount?: number
}

/** As the hosted service: a partner user id of 32 to 50 characters (an address fits). */
export const PARTNER_USER_ID_LENGTH = { min: 32, max: 50 } as const
const MAX_DESTINATION_WALLETS = 10

function optionalStrings(value: unknown, name: string, check: (entry: string) => void): string[] | undefined {
  if (value === undefined || value === null) return undefined
  if (!Array.isArray(value) || !value.every((entry) => typeof entry === 'string'))
    throw badRequest(`${name} must be an array of strings`)
  for (const entry of value) check(entry)
  return [...value]
}

/**
 * A preset amount: the hosted generator reads it as an unsigned integer (`Option<usize>`), so
 * a fraction, a negative number or text is its plain-text deserialization refusal. Zero
 * presets nothing.
 */
function optionalAmount(value: unknown): number | undefined {
  if (value === undefined || value === null) return undefined
  if (typeof value !== 'number' || !Number.isSafeInteger(value) || value < 0) throw undeserializableBody()
  return value === 0 ? undefined : value
}

function destination(chains: readonly ChainService[], value: unknown, index: number): DestinationWallet {
  const name = `destinationWallets[${index}]`
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw badRequest(`${name} must be an object with an address`)
  const entry = value as Record<string, unknown>
  if (typeof entry.address !== 'string' || !isAddress(entry.address, { strict: false }))
    throw badRequest(`${name}.address must be an EVM address: devnet's chains are EVM chains`)
  const network = (label: string) => (text: string) => findNetwork(chains, text, label)
  const wallet: DestinationWallet = { address: getAddress(entry.address) }
  const blockchains = optionalStrings(
    entry.blockchains,
    `${name}.blockchains`,
    network(`${name}.blockchains`),
  )
  const assets = optionalStrings(entry.assets, `${name}.assets`, (text) => findAsset(text, `${name}.assets`))
  const supported = optionalStrings(
    entry.supportedNetworks,
    `${name}.supportedNetworks`,
    network(`${name}.supportedNetworks`),
  )
  if (blockchains !== undefined) wallet.blockchains = blockchains
  if (assets !== undefined) wallet.assets = assets
  if (supported !== undefined) wallet.supportedNetworks = supported
  return wallet
}

/** Checks the generator body field by field; the first problem is a 400 naming the field. */
export function parseOnrampUrlRequest(
  chains: readonly ChainService[],
  body: Record<string, unknown>,
): OnrampUrlRequest {
  const wallets = body.destinationWallets
  if (!Array.isArray(wallets) || wallets.length === 0)
    throw badRequest('destinationWallets must be a non-empty array of { address, blockchains?, assets? }')
  if (wallets.length > MAX_DESTINATION_WALLETS)
    throw badRequest(`destinationWallets holds at most ${MAX_DESTINATION_WALLETS} wallets`)
  const { min, max } = PARTNER_USER_ID_LENGTH
  const partnerUserId = body.partnerUserId
  if (typeof partnerUserId !== 'string' || partnerUserId.length < min || partnerUserId.length > max)
    throw badRequest(`partnerUserId must be a string of ${min} to ${max} characters`)
  const experience = body.defaultExperience ?? 'buy'
  if (experience !== 'buy' && experience !== 'send') throw badRequest('defaultExperience must be buy or send')
  const request: OnrampUrlRequest = {
    destinationWallets: wallets.map((wallet, index) => destination(chains, wallet, index)),
    partnerUserId,
    defaultExperience: experience,
  }
  if (body.defaultNetwork !== undefined && body.defaultNetwork !== null) {
    if (typeof body.defaultNetwork !== 'string') throw badRequest('defaultNetwork must be a string')
    findNetwork(chains, body.defaultNetwork, 'defaultNetwork')
    request.defaultNetwork = body.defaultNetwork
  }
  const crypto = optionalAmount(body.presetCryptoAmount)
  const fiat = optionalAmount(body.presetFiatAmount)
  if (crypto !== undefined) request.presetCryptoAmount = crypto
  if (fiat !== undefined) request.presetFiatAmount = fiat
  if (body.handlingRequestedUrls !== undefined && typeof body.handlingRequestedUrls !== 'boolean')
    throw badRequest('handlingRequestedUrls must be a boolean')
  return request
}
