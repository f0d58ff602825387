import type { CaipNetwork } from '../../caip/types.js'
import { ONRAMP_BANK_LIMITS, ONRAMP_CARD_LIMITS } from '../../constants/index.js'
import type { OnrampOptions, OnrampQuote } from './onrampSchemas.js'

/**
 * What the onramp views show when the options call fails (R-ERR-23): US dollars with the
 * spec's default card and bank limits, and USDC and ETH on Ethereum. Replace it with the
 * blockchain client's `onrampSamples.options` option.
 */
export const SAMPLE_ONRAMP_OPTIONS: OnrampOptions = {
  paymentCurrencies: [
    {
      id: 'USD',
      payment_method_limits: [
        { id: 'card', ...ONRAMP_CARD_LIMITS },
        { id: 'ach_bank_account', ...ONRAMP_BANK_LIMITS },
      ],
    },
  ],
  purchaseCurrencies: [
    {
      id: 'eth',
      name: 'Ether',
      symbol: 'ETH',
      networks: [{ name: 'ethereum', display_name: 'Ethereum', chain_id: '1', contract_address: '' }],
    },
    {
      id: 'usdc',
      name: 'USD Coin',
      symbol: 'USDC',
      networks: [
        {
          name: 'ethereum',
          display_name: 'Ethereum',
          chain_id: '1',
          contract_address: '0xa0b86991c6218b36c1d19d4a2e9eb0ce3606eb48',
        },
      ],
    },
  ],
}

/** The network Buy is on, as far as the sample options need it. */
export type OnrampSampleNetwork = Pick<CaipNetwork, 'id' | 'caipNetworkId' | 'name' | 'nativeCurrency'>

/**
 * The sample options for `network`: SAMPLE_ONRAMP_OPTIONS where it lists the network (Ethereum),
 * else the network's native currency on it, paid in US dollars with the same limits, so Buy
 * still offers something to buy on any network. The network's onramp name is its name in lower
 * case with hyphens ('Base' gives 'base'), the form onramp providers name networks in.
 */
export function sampleOnrampOptions(network?: OnrampSampleNetwork): OnrampOptions {
  if (network === undefined) return SAMPLE_ONRAMP_OPTIONS
  const listed = SAMPLE_ONRAMP_OPTIONS.purchaseCurrencies.some((currency) =>
    currency.networks.some(
      (entry) => entry.chain_id === String(network.id) || entry.chain_id === network.caipNetworkId,
    ),
  )
  if (listed) return SAMPLE_ONRAMP_OPTIONS
  const { symbol, name } = network.nativeCurrency
  return {
    paymentCurrencies: SAMPLE_ONRAMP_OPTIONS.paymentCurrencies,
    purchaseCurrencies: [
      {
        id: symbol.toLowerCase(),
        name,
        symbol,
        networks: [
          {
            name: network.name.trim().toLowerCase().replace(/\s+/g, '-'),
            display_name: network.name,
            chain_id: String(network.id),
            contract_address: '',
          },
        ],
      },
    ],
  }
}

/**
 * The sample quote used when the quote call fails (R-ERR-23): the requested amount with no
 * fees, and the quote id 'sample' so a view can tell it is not a real offer.
 */
export function sampleOnrampQuote(parameters: {
  amount: string
  paymentCurrency: string
  purchaseCurrency: string
}): OnrampQuote {
  const zero = { amount: '0', currency: parameters.paymentCurrency }
  const total = { amount: parameters.amount, currency: parameters.paymentCurrency }
  return {
    networkFee: zero,
    paymentSubtotal: total,
    paymentTotal: total,
    purchaseAmount: { amount: parameters.amount, currency: parameters.purchaseCurrency },
    quoteId: 'sample',
  }
}
