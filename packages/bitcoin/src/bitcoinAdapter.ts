import type { ChainAdapter } from '@sigil/core'
import { adapterCode, chainAdapterStandIn } from '@sigil/core/internal'
import type { Wallet } from '@wallet-standard/base'
import type { BitcoinProvider } from './bitcoinProvider.js'

/** Where wallet-standard wallets register (the page's registry by default). */
export type WalletRegistry = {
  get(): readonly Wallet[]
  on(event: 'register' | 'unregister', listener: (...wallets: Wallet[]) => void): () => void
}

/** Options of `bitcoin()`. */
export type BitcoinAdapterOptions = {
  /** Where wallet-standard wallets register: the page's registry by default. */
  wallets?: WalletRegistry
  /** Where `window.btc_providers` (sats-connect's list) is read: the page's window by default. */
  window?: unknown
  /**
   * The blockchain service balances are read from (`GET /v1/account/{address}/balance`); there
   * is no Bitcoin JSON-RPC for it. Without it `getBalance` says so.
   */
  blockchain?: { url: string; projectId: string }
  fetch?: typeof fetch
}

/** The Bitcoin chain adapter `bitcoin()` returns. */
export type BitcoinAdapter = ChainAdapter & {
  readonly namespace: 'bip122'
  getProvider(connectorId: string): BitcoinProvider | undefined
  teardown(): void
}

/**
 * The Bitcoin adapter: wallets from sats-connect's `window.btc_providers` and from the
 * wallet-standard registry (bitcoin features); accounts reduced to payment and ordinal
 * (R-BTC-03); signMessage, signPsbt, sendTransfer and getAccountAddresses on its provider
 * (R-BTC-02). It has no `sendTransaction`: Send on Bitcoin is 'Unsupported chain' (spec §5).
 *
 * Its code is not in the page's first load: it is fetched as the client is made when the client
 * restores none or this namespace, else on setup, once, and retried after a failure; every call
 * made before it arrives waits for it.
 */
export function bitcoin(options: BitcoinAdapterOptions = {}): BitcoinAdapter {
  const code = adapterCode(() =>
    import('./createBitcoinAdapter.js').then(({ createBitcoinAdapter }) => createBitcoinAdapter(options)),
  )
  return {
    namespace: 'bip122',
    ...chainAdapterStandIn(code),
  }
}
