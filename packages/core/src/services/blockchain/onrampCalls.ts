import { createError } from '../../errors/createError.js'
import { INVALID_INPUT, INVALID_RESPONSE, ONRAMP_NETWORK_NOT_SUPPORTED } from '../../errors/definitions.js'
import type { Logger } from '../../logger/index.js'
import type { HttpClient } from '../http/createHttpClient.js'
import { type OnrampSampleNetwork, sampleOnrampOptions, sampleOnrampQuote } from './onrampSamples.js'
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
  /** The network as the onramp options name it ('base'), its chain id ('8453') or CAIP-2 id. */
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

/** Onramp serves EVM and Solana networks only (spec §9): a CAIP-2 id elsewhere is refused at once. */
const ONRAMP_NAMESPACES = ['eip155', 'solana']

/** Whether an options entry is the network given as a name, a chain id or a CAIP-2 id. */
function namesNetwork(
  entry: OnrampOptions['purchaseCurrencies'][number]['networks'][number],
  network: string,
) {
  const wanted = network.trim().toLowerCase()
  const chainId = entry.chain_id.toLowerCase()
  return (
    entry.name.toLowerCase() === wanted ||
    chainId === wanted ||
    (!chainId.includes(':') && `eip155:${chainId}` === wanted)
  )
}

/** The onramp calls of the blockchain service (spec §7). */
export function createOnrampCalls(context: Context) {
  const { http, logger } = context
  /** The service's own options (never the sample), read once; a failed read is not kept. */
  let served: Promise<OnrampOptions> | undefined

  function readOptions(): Promise<OnrampOptions> {
    served ??= http.get({ path: '/v1/onramp/options' }, onrampOptionsSchema).catch((error: unknown) => {
      served = undefined
      throw error
    })
    return served
  }

  /**
   * Refuses, before the quote or URL request, a network the onramp does not serve: a CAIP-2 id
   * outside EVM and Solana, or a network none of the service's purchase currencies lists. When
   * the options cannot be read the call goes ahead, as swaps do when the chain list is unknown.
   */
  async function checkNetworks(networks: readonly string[]): Promise<void> {
    const refuse = () => createError(ONRAMP_NETWORK_NOT_SUPPORTED)
    if (networks.length === 0) return
    for (const network of networks) {
      if (typeof network !== 'string' || network.trim() === '')
        throw createError(INVALID_INPUT, { what: 'onramp request', reason: 'a network must be a name or id' })
      const namespace = network.includes(':') ? network.split(':')[0]?.toLowerCase() : undefined
      if (namespace !== undefined && !ONRAMP_NAMESPACES.includes(namespace)) throw refuse()
    }
    let options: OnrampOptions
    try {
      options = await readOptions()
    } catch (error) {
      logger.warn('blockchain: could not read the onramp networks', error)
      return
    }
    for (const network of networks)
      if (
        !options.purchaseCurrencies.some((currency) =>
          currency.networks.some((entry) => namesNetwork(entry, network)),
        )
      )
        throw refuse()
  }

  return {
    /**
     * Onramp currencies; the configured sample, else the built-in one for `network` (see
     * sampleOnrampOptions), when the call fails (R-ERR-23). The hosted service has no such route.
     */
    async getOnrampOptions(network?: OnrampSampleNetwork): Promise<OnrampOptions> {
      try {
        served = undefined
        return await readOptions()
      } catch (error) {
        logger.warn('blockchain: onramp options unavailable, using the sample', error)
        return context.samples?.options ?? sampleOnrampOptions(network)
      }
    },

    /**
     * An onramp quote (R-API-28); a sample quote (quoteId 'sample') when the call fails (R-ERR-23).
     * 'Network not supported for Onramp', without a quote request, when the network is not served.
     */
    async getOnrampQuote(parameters: OnrampQuoteParameters): Promise<OnrampQuote> {
      await checkNetworks([parameters.network])
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
     * 'Network not supported for Onramp', without the request, when a network named in
     * `defaultNetwork` or a wallet's `blockchains` is not served.
     */
    async generateOnrampUrl(parameters: OnrampUrlParameters): Promise<string> {
      checkUrlParameters(parameters)
      const networks = parameters.destinationWallets.flatMap((wallet) => wallet.blockchains ?? [])
      if (parameters.defaultNetwork !== undefined) networks.push(parameters.defaultNetwork)
      await checkNetworks(networks)
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
