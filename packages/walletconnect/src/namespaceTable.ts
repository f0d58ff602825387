import type { NetworkNamespace } from '@sigil/core'

/** The session events every namespace asks for (spec §7, R-WC-04). */
export const DEFAULT_SESSION_EVENTS = ['accountsChanged', 'chainChanged'] as const

/**
 * What a session asks of the wallet per namespace (spec §7 "Namespace methods"). A namespace
 * whose adapter is not configured is simply not asked for; adding a row is all a new chain needs.
 */
export const NAMESPACE_METHODS: Readonly<Record<NetworkNamespace, readonly string[]>> = {
  eip155: [
    'personal_sign',
    'eth_sign',
    'eth_signTransaction',
    'eth_signTypedData',
    'eth_signTypedData_v4',
    'eth_sendTransaction',
    'eth_sendRawTransaction',
    'wallet_switchEthereumChain',
    'wallet_addEthereumChain',
    'wallet_getPermissions',
    'wallet_requestPermissions',
    'wallet_watchAsset',
    'wallet_sendCalls',
    'wallet_getCallsStatus',
    'wallet_getCapabilities',
    'wallet_grantPermissions',
    'wallet_revokePermissions',
    'wallet_getAssets',
  ],
  solana: [
    'solana_signMessage',
    'solana_signTransaction',
    'solana_requestAccounts',
    'solana_getAccounts',
    'solana_signAllTransactions',
    'solana_signAndSendTransaction',
  ],
  bip122: ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'],
}
