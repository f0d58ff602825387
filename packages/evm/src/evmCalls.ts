/**
 * The EVM calls that `evm()` and `wagmiAdapter()` both answer from their loaded body, which each
 * stand-in waits for (`adapterCode`'s `waitingFor`).
 */
export const EVM_CALLS = [
  'signTypedData',
  'sendTransaction',
  'estimateFee',
  'previewCalls',
  'buildTokenTransfer',
  'waitForTransaction',
  'verifySignature',
  'getAtomicCapability',
  'sendCalls',
  'getCallsStatus',
] as const
