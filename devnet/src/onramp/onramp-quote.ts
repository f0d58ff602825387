import { randomUUID } from 'node:crypto'
import type { ChainService } from '../blockchain/chain-services.js'
import { badRequest } from '../http/http-error.js'
import {
  assetPrice,
  FIAT_IN_USD,
  findAsset,
  findFiat,
  findNetwork,
  formatAmount,
  NETWORK_FEE,
  type OnrampAsset,
  PAYMENT_LIMITS,
  PROVIDER_FEE_PERCENT,
} from './onramp-catalog.js'

type Amount = { amount: string; currency: string }

export interface OnrampQuote {
  networkFee: Amount
  paymentSubtotal: Amount
  paymentTotal: Amount
  purchaseAmount: Amount
  quoteId: string
}

/** A payment amount: a positive decimal with at most two places, as text or a number. */
function parsePayment(value: unknown): number {
  const text = typeof value === 'number' && Number.isFinite(value) ? String(value) : value
  if (typeof text !== 'string' || !/^\d+(\.\d{1,2})?$/.test(text.trim()))
    throw badRequest(`amount must be a payment amount such as "100" or "49.99", got ${JSON.stringify(value)}`)
  const amount = Number(text)
  if (amount < PAYMENT_LIMITS.min || amount > PAYMENT_LIMITS.max)
    throw badRequest(`amount must be between ${PAYMENT_LIMITS.min}.00 and ${PAYMENT_LIMITS.max}.00`)
  return amount
}

/**
 * What paying `total` of `fiat` buys of `asset`, after the provider fee and the network fee:
 * the subtotal in `fiat` and the purchased amount as decimal text (six places at most).
 */
export function purchaseFor(total: number, fiat: string, asset: OnrampAsset) {
  const providerFee = Math.round(total * PROVIDER_FEE_PERCENT) / 100
  const subtotal = Math.round((total - providerFee - NETWORK_FEE) * 100) / 100
  return { subtotal, purchased: formatAmount((subtotal * FIAT_IN_USD[fiat]!) / assetPrice(asset), 6) }
}

/**
 * `POST /v1/onramp/quote` { purchaseCurrency, paymentCurrency, amount, network }: what paying
 * `amount` buys after the provider fee and the network fee, at devnet's fixed prices. The
 * currencies may be ids, symbols or the option entries themselves.
 */
export function onrampQuote(chains: readonly ChainService[], body: Record<string, unknown>): OnrampQuote {
  const asset = findAsset(body.purchaseCurrency, 'purchaseCurrency')
  const fiat = findFiat(body.paymentCurrency, 'paymentCurrency')
  const total = parsePayment(body.amount)
  findNetwork(chains, body.network, 'network')
  const { subtotal, purchased } = purchaseFor(total, fiat, asset)
  const money = (value: number) => ({ amount: value.toFixed(2), currency: fiat })
  return {
    networkFee: money(NETWORK_FEE),
    paymentSubtotal: money(subtotal),
    paymentTotal: money(total),
    purchaseAmount: { amount: purchased, currency: asset.symbol },
    quoteId: randomUUID(),
  }
}
