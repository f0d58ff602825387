import type { OnrampProvider, OnrampService } from '@sigil/core/onramp'

const PRICES: Record<string, number> = { eth: 3250, usdc: 1 }
const FIAT: Record<string, number> = { USD: 1, EUR: 1.1, GBP: 1.25 }

/**
 * An onramp provider for the views' tests and the screenshot page: ETH and USDC on Ethereum
 * and Base, paid in USD, EUR or GBP at fixed prices; it keeps 1.5% and a 0.25 network fee.
 * `pay(amount)` makes the purchase arrive in the balance.
 */
export function fixtureOnrampProvider(options: { id?: string; name?: string; url?: string } = {}): {
  provider: OnrampProvider
  calls: { method: string; parameters: unknown }[]
  pay(amount: string): void
} {
  const calls: { method: string; parameters: unknown }[] = []
  let ether = '1.234567'
  const networks = [
    { name: 'ethereum', display_name: 'Ethereum', chain_id: '1' },
    { name: 'base', display_name: 'Base', chain_id: '8453' },
  ]
  const service: OnrampService = {
    async getOnrampOptions() {
      calls.push({ method: 'getOnrampOptions', parameters: undefined })
      return {
        paymentCurrencies: Object.keys(FIAT).map((id) => ({
          id,
          payment_method_limits: [
            { id: 'card', min: '10.00', max: '7500.00' },
            { id: 'ach_bank_account', min: '10.00', max: '25000.00' },
          ],
        })),
        purchaseCurrencies: [
          {
            id: 'usdc',
            name: 'USD Coin',
            symbol: 'USDC',
            networks: networks.map((n) => ({ ...n, contract_address: '0xa0b8' })),
          },
          {
            id: 'eth',
            name: 'Ether',
            symbol: 'ETH',
            networks: networks.map((n) => ({ ...n, contract_address: '' })),
          },
        ],
      }
    },
    async getOnrampQuote(parameters) {
      calls.push({ method: 'getOnrampQuote', parameters })
      const paid = Number(parameters.amount)
      const providerFee = Math.round(paid * 1.5) / 100
      const usd = (paid - paid * 0.015 - 0.25) * (FIAT[parameters.paymentCurrency] ?? 1)
      const bought = usd / (PRICES[parameters.purchaseCurrency] ?? 1)
      return {
        networkFee: { amount: '0.25', currency: parameters.paymentCurrency },
        paymentSubtotal: {
          amount: (paid - providerFee - 0.25).toFixed(2),
          currency: parameters.paymentCurrency,
        },
        paymentTotal: { amount: paid.toFixed(2), currency: parameters.paymentCurrency },
        purchaseAmount: { amount: String(Number(bought.toFixed(6))), currency: parameters.purchaseCurrency },
        quoteId: 'fixture-quote',
      }
    },
    async generateOnrampUrl(parameters) {
      calls.push({ method: 'generateOnrampUrl', parameters })
      return options.url ?? 'http://127.0.0.1:1/onramp/buy/fixture'
    },
    async getBalances({ network, forceUpdate }) {
      calls.push({ method: 'getBalances', parameters: { forceUpdate: forceUpdate ?? false } })
      return [
        {
          name: 'Ether',
          symbol: 'ETH',
          chainId: network.caipNetworkId,
          value: Number(ether) * 3250,
          price: 3250,
          quantity: { decimals: '18', numeric: ether },
          iconUrl: '',
        },
      ]
    },
  }
  return {
    provider: {
      id: options.id ?? 'fixture',
      name: options.name ?? 'Card or bank transfer',
      feePercent: { min: 1, max: 2 },
      load: async () => service,
    },
    calls,
    pay(amount) {
      ether = String(Number(ether) + Number(amount))
    },
  }
}
