import { type AmountProblem, checkAmount } from '../amounts/checkAmount.js'
import { maxAmount } from '../amounts/maxAmount.js'
import { balanceUnits, formatUnits, parseUnits } from '../amounts/units.js'
import type { SendToken } from './sendState.js'

export type SendAmountProblem = AmountProblem

export type SendAmountCheck = { ok: true; value: bigint } | { ok: false; problem: SendAmountProblem }

/** The token's balance in its smallest unit; a balance written with more digits than the token has is cut. */
export function tokenBalanceUnits(token: SendToken): bigint {
  return balanceUnits(token.balance, token.decimals)
}

/** An amount to send: a positive decimal, within the token's decimals and its balance. */
export function checkSendAmount(amount: string | undefined, token: SendToken): SendAmountCheck {
  const check = checkAmount(amount, { decimals: token.decimals, balance: tokenBalanceUnits(token) })
  return check.ok ? check : { ok: false, problem: check.problem }
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
    token.address !== undefined ? 0n : (reserve ?? parseUnits(NATIVE_FEE_RESERVE, token.decimals) ?? 0n)
  return formatUnits(maxAmount(tokenBalanceUnits(token), kept), token.decimals)
}
