import { isDecimalText, parseUnits } from './units.js'

export type AmountProblem = 'missing' | 'invalid' | 'too-many-decimals' | 'zero' | 'exceeds-balance'

/**
 * An amount typed for a token: its base units when it can be used, else the problem. An amount
 * above the balance still carries its value (a swap can quote it); every flow words the
 * problems its own way.
 */
export type AmountCheck =
  | { ok: true; value: bigint }
  | { ok: false; problem: Exclude<AmountProblem, 'exceeds-balance'> }
  | { ok: false; problem: 'exceeds-balance'; value: bigint }

/** Checks typed text against a token: missing, not a number, too many decimals, zero, above the balance (base units). */
export function checkAmount(
  text: string | undefined,
  token: { decimals: number; balance: bigint },
): AmountCheck {
  const trimmed = text?.trim() ?? ''
  if (trimmed === '') return { ok: false, problem: 'missing' }
  if (!isDecimalText(trimmed)) return { ok: false, problem: 'invalid' }
  const value = parseUnits(trimmed, token.decimals)
  if (value === undefined) return { ok: false, problem: 'too-many-decimals' }
  if (value === 0n) return { ok: false, problem: 'zero' }
  if (value > token.balance) return { ok: false, problem: 'exceeds-balance', value }
  return { ok: true, value }
}
