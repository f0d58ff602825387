import type { PreviewFailureCode } from './callsPreview.js'

/**
 * Revert names and messages that mean a swap's minimum output was not met, across common
 * routers: a custom error's name (`Slippage`, `ReturnAmountIsNotEnough`, `TooLittleReceived`,
 * `V3TooLittleReceived`, `InsufficientOutputAmount`) or an `Error(string)` message.
 */
const PRICE_MOVED =
  /slippage|too ?little ?received|return ?amount ?is ?not ?enough|insufficient[_ ]?output[_ ]?amount|min(imum)?[_ ]?(amount[_ ]?)?out|price (moved|impact)/i
const FUNDS = /insufficient funds|not enough funds|exceeds balance.*gas|gas \* price \+ value/i
const TOKEN_BALANCE = /transfer amount exceeds balance|insufficient ?balance|ERC20InsufficientBalance/i
const ALLOWANCE = /allowance|ERC20InsufficientAllowance/i

/**
 * The failure code of a revert, from its error name or message. The order matters: a router
 * that says "insufficient output amount" is a price move, not a balance problem.
 */
export function previewFailureCode(reason: string | undefined): PreviewFailureCode {
  if (!reason) return 'reverted'
  if (PRICE_MOVED.test(reason)) return 'priceMoved'
  if (FUNDS.test(reason)) return 'insufficientFunds'
  if (ALLOWANCE.test(reason)) return 'allowance'
  if (TOKEN_BALANCE.test(reason)) return 'insufficientToken'
  return 'reverted'
}
