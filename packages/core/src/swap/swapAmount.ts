import { checkAmount } from '../amounts/checkAmount.js'
import { maxAmount } from '../amounts/maxAmount.js'
import { formatUnits } from '../amounts/units.js'

/**
 * What is wrong with an amount typed into Swap, as a code the view puts in words.
 */
export type SwapAmountProblem =
  | { code: 'invalidAmount' }
  | { code: 'tooManyDecimals'; symbol: string; decimals: number }
  | { code: 'zeroAmount' }
  | { code: 'insufficientBalance'; symbol: string }

/**
 * An amount typed into Swap: `value` (base units) when it is a positive number the token can
 * hold, `problem` when something is wrong. An amount above the balance has both: it can be
 * quoted but not swapped. Empty text has neither.
 */
export type SwapAmountCheck = { value?: bigint; problem?: SwapAmountProblem }

const grouped = new Intl.NumberFormat('en-US')

/** The most any EVM token amount can be (uint256): past it no quote is possible, nor asked for. */
const UINT256_MAX = 2n ** 256n - 1n

/**
 * An amount for reading, rounded down so it never promises more than there is: four
 * decimals from 1 up, six significant digits below 1 (`'2,991.0312'`, `'0.000123456'`), and
 * '<0.000001' for dust.
 */
export function formatAmount(value: bigint, decimals: number): string {
  if (value === 0n) return '0'
  if (decimals > 6 && value < 10n ** BigInt(decimals - 6)) return '<0.000001'
  const one = 10n ** BigInt(decimals)
  const whole = value / one
  let fraction = formatUnits(value % one, decimals).split('.')[1] ?? ''
  if (whole > 0n) fraction = fraction.slice(0, 4)
  else {
    const leadingZeros = fraction.length - fraction.replace(/^0+/, '').length
    fraction = fraction.slice(0, leadingZeros + 6)
  }
  fraction = fraction.replace(/0+$/, '')
  return `${grouped.format(whole)}${fraction ? `.${fraction}` : ''}`
}

/** Checks what was typed for the token being sold: not a number, too many decimals, zero, above the balance. */
export function checkSwapAmount(
  text: string,
  token: { symbol: string; decimals: number; balance: bigint },
): SwapAmountCheck {
  const check = checkAmount(text, token)
  if (check.ok) return { value: check.value }
  switch (check.problem) {
    case 'missing':
      return {}
    case 'invalid':
      return { problem: { code: 'invalidAmount' } }
    case 'too-many-decimals':
      return { problem: { code: 'tooManyDecimals', symbol: token.symbol, decimals: token.decimals } }
    case 'zero':
      return { problem: { code: 'zeroAmount' } }
    case 'exceeds-balance':
      // Above the balance is quoted (the person sees what it would buy), beyond any token amount is not.
      return check.value > UINT256_MAX
        ? { problem: { code: 'insufficientBalance', symbol: token.symbol } }
        : { value: check.value, problem: { code: 'insufficientBalance', symbol: token.symbol } }
  }
}

/**
 * What Max fills in: the whole balance of a token; for the native currency the balance less
 * `reserve`, kept for the network fees of the swap. Never below zero.
 */
export function maxSwapAmount(token: { balance: bigint; native: boolean }, reserve: bigint): bigint {
  return maxAmount(token.balance, token.native ? reserve : 0n)
}
