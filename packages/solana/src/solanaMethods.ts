/**
 * The methods of the solana namespace (spec §7, R-SOL-03), each served by the provider
 * `getProvider('solana')` returns, over the wallet-standard feature named beside it.
 */
export const SOLANA_METHODS = {
  signMessage: 'solana:signMessage',
  signTransaction: 'solana:signTransaction',
  requestAccounts: 'standard:connect',
  getAccounts: 'standard:connect',
  signAllTransactions: 'solana:signTransaction',
  signAndSendTransaction: 'solana:signAndSendTransaction',
} as const

export type SolanaMethod = keyof typeof SOLANA_METHODS
