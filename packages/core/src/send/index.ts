export { formatUnits as formatTokenUnits, parseUnits as parseTokenUnits } from '../amounts/units.js'
export {
  createSendController,
  type ReceiverStatus,
  type ResolveName,
  type SendController,
  type SendFlowState,
  type SentTransaction,
} from './createSendController.js'
export { transactionExplorerUrl } from './explorerUrl.js'
export { feeCeiling, type MaxSend, maxSend } from './maxSend.js'
export { profileAddress, type ReceiverInput, type ReceiverProfile, readReceiver } from './receiver.js'
export {
  checkSendAmount,
  maxSendAmount,
  NATIVE_FEE_RESERVE,
  type SendAmountCheck,
  type SendAmountProblem,
  tokenBalanceUnits,
} from './sendAmount.js'
export { type SendableTokensParameters, sendableTokens } from './sendableTokens.js'
export { sendFlowOf } from './sendFlowOf.js'
export { EMPTY_SEND_STATE, type SendState, type SendToken } from './sendState.js'
export { type SendTokensParameters, type SendTokensReturnType, sendTokens } from './sendTokens.js'
