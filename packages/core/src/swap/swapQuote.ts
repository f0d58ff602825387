import { SWAP_SLIPPAGE_TOLERANCE } from '../constants/index.js'

/**
 * Gas a swap and an approval usually take; the network fee shown before the wallet is asked
 * is this times the gas price (the wallet's own estimate decides the real fee).
 */
export const SWAP_GAS_ESTIMATE = 250_000n
export const APPROVAL_GAS_ESTIMATE = 60_000n
/** Max on the native currency keeps back this many times the estimated swap fee. */
export const FEE_RESERVE_FACTOR = 2n

/** What Swap shows about a quote before anything is signed. */
export type SwapQuoteDetails = {
  fromAmount: bigint
  toAmount: bigint
  /** `to` base units bought by one whole `from` token. */
  rate: bigint
  /** The least the swap pays out: the quote less the slippage tolerance. */
  minimumReceived: bigint
  slippagePercent: number
  /** Estimated network fee in the native currency's base units. */
  networkFee: bigint
  /** The swap may not spend enough of `from` yet: an approval comes first. */
  needsApproval: boolean
}

/** The quote less the slippage tolerance (a whole percent, R-ACCT-27), rounded down. */
export function minimumReceived(toAmount: bigint, slippagePercent: number = SWAP_SLIPPAGE_TOLERANCE): bigint {
  return (toAmount * BigInt(100 - slippagePercent)) / 100n
}

/** How many `to` base units one whole `from` token buys at this quote. */
export function swapRate(fromAmount: bigint, fromDecimals: number, toAmount: bigint): bigint {
  return fromAmount === 0n ? 0n : (toAmount * 10n ** BigInt(fromDecimals)) / fromAmount
}

/** The estimated fee of the transactions the swap needs, at `gasPrice` wei. */
export function estimateNetworkFee(gasPrice: bigint, needsApproval: boolean): bigint {
  return (SWAP_GAS_ESTIMATE + (needsApproval ? APPROVAL_GAS_ESTIMATE : 0n)) * gasPrice
}

/** What Max leaves of the native currency for fees. */
export function feeReserve(gasPrice: bigint): bigint {
  return estimateNetworkFee(gasPrice, false) * FEE_RESERVE_FACTOR
}

export function quoteDetails(parameters: {
  fromAmount: bigint
  fromDecimals: number
  toAmount: bigint
  gasPrice: bigint
  allowance: bigint
}): SwapQuoteDetails {
  const needsApproval = parameters.allowance < parameters.fromAmount
  return {
    fromAmount: parameters.fromAmount,
    toAmount: parameters.toAmount,
    rate: swapRate(parameters.fromAmount, parameters.fromDecimals, parameters.toAmount),
    minimumReceived: minimumReceived(parameters.toAmount),
    slippagePercent: SWAP_SLIPPAGE_TOLERANCE,
    networkFee: estimateNetworkFee(parameters.gasPrice, needsApproval),
    needsApproval,
  }
}
