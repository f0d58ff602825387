export { formatUnits, parseUnits } from '../amounts/units.js'
export { type SwapPreviewTrade, swapPreviewCalls } from '../preview/swapPreviewCalls.js'
export { DEFAULT_ALLOWANCE_RESET_TOKENS, needsAllowanceReset } from './allowanceResetTokens.js'
export {
  createSwapSession,
  type SwapQuoteState,
  type SwapSession,
  type SwapSessionParameters,
  type SwapSessionState,
  type SwapStep,
} from './createSwapSession.js'
export {
  checkSwapAmount,
  formatAmount,
  maxSwapAmount,
  type SwapAmountCheck,
  type SwapAmountProblem,
} from './swapAmount.js'
export { type SwapProblem, swapProblem } from './swapProblem.js'
export {
  APPROVAL_GAS_ESTIMATE,
  estimateNetworkFee,
  FEE_RESERVE_FACTOR,
  feeReserve,
  minimumReceived,
  quoteDetails,
  SWAP_GAS_ESTIMATE,
  type SwapQuoteDetails,
  swapRate,
} from './swapQuote.js'
export {
  DEFAULT_SWAP_PROVIDER,
  type LoadSwapService,
  resolveSwapService,
  type SwapService,
} from './swapService.js'
export { findSwapToken, type SwapTokenOption, toSwapTokens } from './swapTokens.js'
export { receiptWaiter, type TransactionOutcome, type WaitForTransaction } from './waitForReceipt.js'
export { type SwapCall, zeroApproval } from './zeroApproval.js'
