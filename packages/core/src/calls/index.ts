// Batched calls (EIP-5792): one prompt for a whole action where the wallet can, and its status.
// A subpath of its own, loaded only by what sends calls (Swap, the app's sendCalls).
export { type CallsTarget, callsTarget } from './callsTarget.js'
export { checkCalls } from './checkCalls.js'
export {
  type PendingCalls,
  type PendingCallsState,
  type PendingCallsTracker,
  pendingCallsKey,
  pendingCallsOf,
} from './pendingCalls.js'
export { atomicCapability, type CallsPlan, planCalls } from './planCalls.js'
export {
  type CallsOutcome,
  type SendCallsErrorType,
  type SendCallsParameters,
  type SendCallsReturnType,
  type SentCalls,
  sendCalls,
} from './sendCalls.js'
export type { AtomicCapability, Call, CallsStatus, CallsStatusReport, SendCallsRequest } from './types.js'
export { CALLS_STATUS_INTERVAL_MS, resumePendingCalls, watchCalls } from './watchCalls.js'
