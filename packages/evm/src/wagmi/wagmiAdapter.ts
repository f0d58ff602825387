import { adapterCode, chainAdapterStandIn } from '@sigil/core/internal'
import type { EvmAdapter } from '../evmAdapter.js'
import { EVM_CALLS } from '../evmCalls.js'
import type { WagmiConfig } from './wagmiConfig.js'

/** Options of `wagmiAdapter()`. */
export type WagmiAdapterOptions = {
  /** Wallets to leave out, by rdns (`io.metamask`) or name. */
  excludeWallets?: readonly string[]
}

/**
 * The EVM adapter for an app that already has a wagmi config: Sigil lists the config's connectors
 * (EIP-6963 wallets wagmi discovered included) and drives them with @wagmi/core actions, so the
 * app's wagmi hooks and Sigil see one connection. A connection the app makes with wagmi reaches
 * Sigil as an adapter `connect` event, and wagmi's account, chain and disconnect changes as the
 * usual events. Works with wagmi 2 and 3 (`@wagmi/core` 2 or 3).
 *
 * Like `evm()`, its code is not in the page's first load (the @wagmi/core actions it drives bring
 * much of viem with them): it is fetched as the client is made when the client restores none or
 * this namespace, else on setup, once, and retried after a failure; every call made before it
 * arrives waits for it.
 */
export function wagmiAdapter(appConfig: WagmiConfig, options: WagmiAdapterOptions = {}): EvmAdapter {
  const code = adapterCode(() =>
    import('./createWagmiAdapter.js').then(({ createWagmiAdapter }) =>
      createWagmiAdapter(appConfig, options),
    ),
  )
  return {
    namespace: 'eip155',
    ...chainAdapterStandIn(code),
    ...code.waitingFor(EVM_CALLS),
  }
}
