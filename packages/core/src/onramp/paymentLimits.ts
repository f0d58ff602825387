import { isDecimalText, parseUnits } from '../amounts/units.js'
import { ONRAMP_BANK_LIMITS, ONRAMP_CARD_LIMITS } from '../constants/index.js'
import type { OnrampOptions } from '../services/blockchain/onrampSchemas.js'

export type PaymentMethod = 'card' | 'bank'
export type PaymentLimits = { min: string; max: string }
export type PaymentCurrency = OnrampOptions['paymentCurrencies'][number]

export const PAYMENT_METHODS: readonly PaymentMethod[] = ['card', 'bank']
export const PAYMENT_METHOD_LABELS: Record<PaymentMethod, string> = { card: 'Card', bank: 'Bank transfer' }

/** The spec's default limits (R-ACCT-28), used when a currency does not name its own. */
export const DEFAULT_PAYMENT_LIMITS: Record<PaymentMethod, PaymentLimits> = {
  card: ONRAMP_CARD_LIMITS,
  bank: ONRAMP_BANK_LIMITS,
}

/** Which entries of `payment_method_limits` a method reads: 'card', or a bank account of any kind. */
const matches = (method: PaymentMethod, id: string) =>
  method === 'card' ? id.toLowerCase() === 'card' : id.toLowerCase().includes('bank')

const isAmount = (text: string) => /^\d+(\.\d+)?$/.test(text)

/** The limits of a payment method in a currency: the currency's own when valid, else the defaults. */
export function paymentLimits(currency: PaymentCurrency | undefined, method: PaymentMethod): PaymentLimits {
  const own = currency?.payment_method_limits.find((limit) => matches(method, limit.id))
  if (own && isAmount(own.min) && isAmount(own.max) && Number(own.min) <= Number(own.max))
    return { min: own.min, max: own.max }
  return DEFAULT_PAYMENT_LIMITS[method]
}

/** The largest amount of cents a number holds exactly, in whole units. */
const MAX_EXACT_AMOUNT = Math.floor(Number.MAX_SAFE_INTEGER / 100)

const money = new Intl.NumberFormat('en-US', { minimumFractionDigits: 2, maximumFractionDigits: 2 })

/** A fiat amount as people read it: two decimals with grouping ('7,500.00'). */
export function formatMoney(text: string): string {
  const value = Number(text)
  return Number.isFinite(value) ? money.format(value) : text
}

/** Why a typed amount cannot be paid, as a code the view puts in words; `min`/`max` are plain decimals. */
export type PaymentAmountProblem =
  | { code: 'invalidAmount' }
  | { code: 'tooManyDecimals'; decimals: number }
  | { code: 'belowMinimum'; method: PaymentMethod; min: string; currency: string }
  | { code: 'aboveMaximum'; method: PaymentMethod; max: string; currency: string }

export type PaymentAmountCheck = { ok: true; amount: string } | { ok: false; problem?: PaymentAmountProblem }

/**
 * What was typed to pay (R-ACCT-28): a plain amount with at most two decimals, within the
 * chosen method's limits. Only an amount that passes goes on to a quote; empty text has no
 * problem yet.
 */
export function checkPaymentAmount(
  text: string,
  limits: PaymentLimits,
  currency: string,
  method: PaymentMethod,
): PaymentAmountCheck {
  const amount = text.trim().replace(',', '.')
  if (amount === '') return { ok: false }
  if (!isDecimalText(amount)) return { ok: false, problem: { code: 'invalidAmount' } }
  if (parseUnits(amount, 2) === undefined)
    return { ok: false, problem: { code: 'tooManyDecimals', decimals: 2 } }
  const value = Number(amount)
  if (value < Number(limits.min))
    return { ok: false, problem: { code: 'belowMinimum', method, min: limits.min, currency } }
  // Past what a figure can hold exactly the amount would reach the quote as a rounded or
  // exponent-written number ('1e+21'): refused, whatever a currency names as its maximum.
  if (value > Number(limits.max) || value > MAX_EXACT_AMOUNT)
    return { ok: false, problem: { code: 'aboveMaximum', method, max: limits.max, currency } }
  return { ok: true, amount: value.toFixed(2) }
}
