import { createError } from '../../errors/createError.js'
import { INVALID_INPUT, INVALID_RESPONSE } from '../../errors/definitions.js'
import type { Logger } from '../../logger/index.js'
import type { HttpClient } from '../http/createHttpClient.js'
import { SAMPLE_ONRAMP_OPTIONS, sampleOnrampQuote } from './onrampSamples.js'
import {
  type OnrampOptions,
  type OnrampQuote,
  onrampOptionsSchema,
  onrampQuoteSchema,
  onrampUrlSchema,
} from './onrampSchemas.js'

export type OnrampQuoteParameters = {
  purchaseCurrency: string
  paymentCurrency: string
  /** What the user pays, in the payment currency (e.g. '100'). */
  amount: string
  network: string
}

/** Where the purchased coins go: an address, and optionally the networks and assets allowed. */
export type OnrampDestinationWallet = { address: string; blockchains?: string[]; assets?: string[] }

export type OnrampUrlParameters = {
  destinationWallets: OnrampDestinationWallet[]
  /** The app's id for the user (the hosted service wants 32 to 50 characters; an address fits). */
  partnerUserId: string
  defaultNetwork?: string
  defaultExperience?: 'buy' | 'send'
  presetCryptoAmount?: number
  presetFiatAmount?: number
}

export type OnrampSamples = {
  options?: OnrampOptions
  quote?: (parameters: { amount: string; paymentCurrency: string; purchaseCurrency: string }) => OnrampQuote
}

type Context = { http: HttpClient; logger: Logger; samples?: OnrampSamples }

function checkUrlParameters(parameters: OnrampUrlParameters): void {
  const invalid = (reason: string) => createError(INVALID_INPUT, { what: 'onramp request', reason })
  const wallets = parameters.destinationWallets
  if (!Array.isArray(wallets) || wallets.length === 0) throw invalid('destinationWallets is empty')
  for (const wallet of wallets)
    if (typeof wallet?.address !== 'string' || wallet.address === '')
      throw invalid('every destination wallet needs an address')
  if (typeof parameters.partnerUserId !== 'string' || parameters.partnerUserId === '')
    throw invalid('partnerUserId is required')
  for (const key of ['presetCryptoAmount', 'presetFiatAmount'] as const) {
    const value = parameters[key]
    if (value !== undefined && !(Number.isFinite(value) && value > 0))
      throw invalid(`${key} must be positive`)
  }
}

/** The onramp calls of the blockchain service (spec §7). */
export function createOnrampCalls(context: Context) {
  const { http, logger } = context
  return {
    /** Onramp currencies; the built-in (or configured) sample when the call fails (R-ERR-23). */
    async getOnrampOptions(): Promise<OnrampOptions> {
      try {
        return await http.get({ path: '/v1/onramp/options' }, onrampOptionsSchema)
      } catch (error) {
        logger.warn('blockchain: onramp options unavailable, using the sample', error)
        return context.samples?.options ?? SAMPLE_ONRAMP_OPTIONS
      }
    },

    /** An onramp quote (R-API-28); a sample quote (quoteId 'sample') when the call fails (R-ERR-23). */
    async getOnrampQuote(parameters: OnrampQuoteParameters): Promise<OnrampQuote> {
      try {
        return await http.post({ path: '/v1/onramp/quote', body: parameters }, onrampQuoteSchema)
      } catch (error) {
        logger.warn('blockchain: onramp quote unavailable, using a sample', error)
        return (context.samples?.quote ?? sampleOnrampQuote)(parameters)
      }
    },

    /**
     * The provider URL to open for a purchase (R-API-26, R-ACCT-05). Rejects with the HTTP
     * client's error when the service refuses, and INVALID_RESPONSE when the URL is not http(s).
     */
    async generateOnrampUrl(parameters: OnrampUrlParameters): Promise<string> {
      checkUrlParameters(parameters)
      const body = {
        destinationWallets: parameters.destinationWallets,
        defaultNetwork: parameters.defaultNetwork,
        partnerUserId: parameters.partnerUserId,
        defaultExperience: parameters.defaultExperience ?? 'buy',
        presetCryptoAmount: parameters.presetCryptoAmount,
        presetFiatAmount: parameters.presetFiatAmount,
      }
      const { url } = await http.post({ path: '/v1/generators/onrampurl', body }, onrampUrlSchema)
      let parsed: URL | undefined
      try {
        parsed = new URL(url)
      } catch {
        parsed = undefined
      }
      if (parsed?.protocol !== 'https:' && parsed?.protocol !== 'http:')
        throw createError(INVALID_RESPONSE, { reason: 'url should be an http(s) URL' })
      return url
    },
  }
}
