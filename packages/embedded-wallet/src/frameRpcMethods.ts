/**
 * The RPC methods the frame serves (spec §7, R-EMBED-32), exactly: the eth_* reads and raw
 * send the app may run at once, the signing methods (eip155 and Solana), and the wallet_*
 * methods. Account and chain methods (eth_accounts, eth_requestAccounts, eth_chainId,
 * wallet_switchEthereumChain) are answered by the provider through their own frame events.
 * A method the app's allow-lists accept but the frame does not serve (eth_sendUserOperation)
 * is refused before it reaches the frame.
 */
export const FRAME_RPC_METHODS = [
  // eth_* reads
  'eth_blockNumber',
  'eth_call',
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
  // signing
  'personal_sign',
  'eth_signTypedData_v4',
  'eth_sendTransaction',
  'solana_signMessage',
  'solana_signTransaction',
  'solana_signAllTransactions',
  'solana_signAndSendTransaction',
  // wallet_*
  'wallet_sendCalls',
  'wallet_getCallsStatus',
  'wallet_getCapabilities',
  'wallet_grantPermissions',
  'wallet_revokePermissions',
  'wallet_getAssets',
] as const

export const isFrameRpcMethod = (method: string): boolean =>
  (FRAME_RPC_METHODS as readonly string[]).includes(method)
