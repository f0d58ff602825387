export { approvalCalls } from './approvalCalls.js'
export type {
  BalanceChange,
  CallsPreview,
  PreviewAsset,
  PreviewCall,
  PreviewCallsParameters,
  PreviewFailure,
  PreviewFailureCode,
  PreviewFee,
} from './callsPreview.js'
export { previewCalls } from './previewCalls.js'
export { previewFailureCode } from './previewFailure.js'
