import type { SendToken } from './sendState.js'

export type SendAmountProblem = 'missing' | 'invalid' | 'zero' | 'too-many-decimals' | 'exceeds-balance'

export type SendAmountCheck = { ok: true; value: bigint } | { ok: false; problem: SendAmountProblem }

const DECIMAL_TEXT = /^(\d*)(?:\.(\d*))?$/

/**
 * Whole units as decimal text (`'12.5'`) to the token's smallest unit, exactly; undefined for
 * anything that is not a plain non-negative decimal or has more fraction digits than `decimals`.
 */
export function parseTokenUnits(text: string, decimals: number): bigint | undefined {
  const match = DECIMAL_TEXT.exec(text.trim())
  if (!match) return undefined
  const [, whole = '', fraction = ''] = match
  if (whole === '' && fraction === '') return undefined
  if (fraction.length > decimals) return undefined
  return BigInt(whole || '0') * 10n ** BigInt(decimals) + BigInt(fraction.padEnd(decimals, '0') || '0')
}

/** The smallest unit back to whole-unit decimal text without trailing zeros (`12500000`, 6 → `'12.5'`). */
export function formatTokenUnits(value: bigint, decimals: number): string {
  const negative = value < 0n
  const digits = (negative ? -value : value).toString().padStart(decimals + 1, '0')
  const whole = digits.slice(0, digits.length - decimals)
  const fraction = digits.slice(digits.length - decimals).replace(/0+$/, '')
  return `${negative ? '-' : ''}${whole}${fraction ? `.${fraction}` : ''}`
}

/** The token's balance in its smallest unit; a balance written with more digits than the token has is cut. */
export function tokenBalanceUnits(token: SendToken): bigint {
  const match = DECIMAL_TEXT.exec(token.balance.trim())
  if (!match) return 0n
  const [, whole = '', fraction = ''] = match
  return parseTokenUnits(`${whole || '0'}.${fraction.slice(0, token.decimals)}`, token.decimals) ?? 0n
}

/** An amount to send: a positive decimal, within the token's decimals and its balance. */
export function checkSendAmount(amount: string | undefined, token: SendToken): SendAmountCheck {
  const text = amount?.trim() ?? ''
  if (text === '') return { ok: false, problem: 'missing' }
  const match = DECIMAL_TEXT.exec(text)
  if (!match || (match[1] === '' && (match[2] ?? '') === '')) return { ok: false, problem: 'invalid' }
  const value = parseTokenUnits(text, token.decimals)
  if (value === undefined) return { ok: false, problem: 'too-many-decimals' }
  if (value === 0n) return { ok: false, problem: 'zero' }
  if (value > tokenBalanceUnits(token)) return { ok: false, problem: 'exceeds-balance' }
  return { ok: true, value }
}

/**
 * Whole units of the native coin "Max" keeps back for the network fee. Without a fee estimate
 * from the chain, sending the whole balance would always fail for lack of gas; 0.001 covers a
 * transfer on the bundled chains at ordinary fees.
 */
export const NATIVE_FEE_RESERVE = '0.001'

/**
 * What "Max" fills in: a token's whole balance; for the native coin the balance less `reserve`
 * (smallest units, NATIVE_FEE_RESERVE by default). Never below zero.
 */
export function maxSendAmount(token: SendToken, reserve?: bigint): string {
  const kept =
    token.address !== undefined ? 0n : (reserve ?? parseTokenUnits(NATIVE_FEE_RESERVE, token.decimals) ?? 0n)
  const available = tokenBalanceUnits(token) - kept
  return formatTokenUnits(available > 0n ? available : 0n, token.decimals)
}
