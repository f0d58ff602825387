import { createError, RPC_METHOD_NOT_ALLOWED } from '../errors/index.js'

/**
 * Methods that run without asking the user (R-SEC-04): read-only queries and sending an
 * already signed transaction. This is the exact list; anything else is not safe.
 */
export const SAFE_RPC_METHODS = [
  'eth_accounts',
  'eth_blockNumber',
  'eth_call',
  'eth_chainId',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getBlockReceipts',
  'eth_getBlockTransactionCountByHash',
  'eth_getBlockTransactionCountByNumber',
  'eth_getCode',
  'eth_getFilterChanges',
  'eth_getFilterLogs',
  'eth_getLogs',
  'eth_getProof',
  'eth_getStorageAt',
  'eth_getTransactionByBlockHashAndIndex',
  'eth_getTransactionByBlockNumberAndIndex',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_getUncleCountByBlockHash',
  'eth_getUncleCountByBlockNumber',
  'eth_maxPriorityFeePerGas',
  'eth_newBlockFilter',
  'eth_newFilter',
  'eth_newPendingTransactionFilter',
  'eth_syncing',
  'eth_uninstallFilter',
  'eth_sendRawTransaction',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_getAssets',
] as const

/** Methods that need the user's approval on ApproveTransaction (R-SEC-05, spec §6). */
export const NOT_SAFE_RPC_METHODS = [
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  'wallet_sendCalls',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'eth_sendUserOperation',
] as const

export type RpcPermission = 'safe' | 'not-safe'

/** Which list a method is on; a method on neither is rejected (R-SEC-02). */
export function getRpcPermission(method: string): RpcPermission {
  if ((SAFE_RPC_METHODS as readonly string[]).includes(method)) return 'safe'
  if ((NOT_SAFE_RPC_METHODS as readonly string[]).includes(method)) return 'not-safe'
  throw createError(RPC_METHOD_NOT_ALLOWED, {}, { details: `method ${method}` })
}
