import { ONRAMP_PROVIDER_FEE_PERCENT } from '../constants/index.js'
import { INVALID_CONFIG } from '../errors/commonDefinitions.js'
import { createError } from '../errors/createError.js'
import type { BlockchainClient } from '../services/blockchain/createBlockchainClient.js'

/**
 * What Buy needs of an onramp provider: the currencies it sells and takes, a quote, the URL
 * of its purchase page, and the account's balances to see the purchase arrive.
 */
export type OnrampService = Pick<
  BlockchainClient,
  'getOnrampOptions' | 'getOnrampQuote' | 'generateOnrampUrl' | 'getBalances'
>

/** An onramp provider Buy offers. */
export type OnrampProvider = {
  id: string
  name: string
  /** The fee it charges, shown as a range until its page shows the exact one (R-ACCT-29). */
  feePercent: { min: number; max: number }
  /** Loads the provider's calls on first use. */
  load: () => Promise<OnrampService>
}

/**
 * The onramp provider used by default (R-ACCT-33): the blockchain service at
 * `config.services.blockchainUrl`, through its onramp routes (`GET /v1/onramp/options`,
 * `POST /v1/onramp/quote`, `POST /v1/generators/onrampurl`), whose URL opens the payment
 * provider's page; its fee is shown as 1%–2%. Options and quote fall back to the documented
 * sample data when they fail (R-ERR-23), as they always do against the hosted service, which
 * has neither route; the sample quote is shown as an estimate. An app replaces or adds providers with
 * `mountSigil(client, { onrampProviders })`.
 */
export const DEFAULT_ONRAMP_PROVIDER = {
  id: 'blockchain-service',
  name: 'Card or bank transfer',
  feePercent: ONRAMP_PROVIDER_FEE_PERCENT,
} as const

export function defaultOnrampProvider(load: () => Promise<OnrampService>): OnrampProvider {
  return { ...DEFAULT_ONRAMP_PROVIDER, feePercent: { ...DEFAULT_ONRAMP_PROVIDER.feePercent }, load }
}

const invalid = (reason: string) => createError(INVALID_CONFIG, { reason: `onrampProviders: ${reason}` })

function checkProvider(value: unknown, index: number): OnrampProvider {
  const provider = value as Partial<OnrampProvider> | null
  const where = `entry ${index}`
  if (typeof provider !== 'object' || provider === null) throw invalid(`${where} is not an object`)
  if (typeof provider.id !== 'string' || provider.id === '') throw invalid(`${where} needs an id`)
  if (typeof provider.name !== 'string' || provider.name.trim() === '')
    throw invalid(`${provider.id} needs a name`)
  if (typeof provider.load !== 'function') throw invalid(`${provider.id} needs a load function`)
  const fee = provider.feePercent
  if (
    typeof fee?.min !== 'number' ||
    typeof fee.max !== 'number' ||
    !(fee.min >= 0 && fee.min <= fee.max && fee.max <= 100)
  )
    throw invalid(`${provider.id} needs feePercent with 0 <= min <= max <= 100`)
  return provider as OnrampProvider
}

/**
 * The providers Buy offers, in order: the app's when it configured some (checked: an id, a
 * name, a fee range and a loader each, ids unique), else the blockchain service's, else none.
 */
export function resolveOnrampProviders(
  configured: unknown,
  blockchainService: (() => Promise<OnrampService>) | undefined,
): OnrampProvider[] {
  if (configured === undefined) return blockchainService ? [defaultOnrampProvider(blockchainService)] : []
  if (!Array.isArray(configured) || configured.length === 0) throw invalid('give at least one provider')
  const providers = configured.map(checkProvider)
  const ids = new Set(providers.map((provider) => provider.id))
  if (ids.size !== providers.length) throw invalid('ids must be unique')
  return providers
}

/** The provider fee as people read it: '1%–2%', or '1.5%' when the range is one value. */
export function formatFeeRange(feePercent: { min: number; max: number }): string {
  return feePercent.min === feePercent.max ? `${feePercent.min}%` : `${feePercent.min}%–${feePercent.max}%`
}
