/** The methods of the bip122 namespace (spec §7, R-BTC-02); the provider of a connection offers each. */
export const BITCOIN_METHODS = ['sendTransfer', 'signMessage', 'signPsbt', 'getAccountAddresses'] as const

export type BitcoinMethod = (typeof BITCOIN_METHODS)[number]
