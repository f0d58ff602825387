import type {
  AdapterSendTransactionParameters,
  CaipNetwork,
  ChainAdapter,
  TransactionOutcomeOnChain,
} from '@sigil/core'
import { adapterCode, chainAdapterStandIn } from '@sigil/core/internal'
import type { WaitOptions } from './actions/waitForSignature.js'
import type { WalletRegistry } from './discovery/walletRegistry.js'
import type { SolanaProvider } from './solanaProvider.js'

/** Options of `solana()`. */
export type SolanaAdapterOptions = {
  /** Where wallets register: the page's wallet-standard registry by default. */
  wallets?: WalletRegistry
  /** Wallets to leave out, by name. */
  excludeWallets?: readonly string[]
  fetch?: typeof fetch
  /** How signature statuses are polled after a send. */
  confirm?: WaitOptions
}

/** The Solana chain adapter `solana()` returns. */
export type SolanaAdapter = ChainAdapter & {
  readonly namespace: 'solana'
  sendTransaction(parameters: AdapterSendTransactionParameters): Promise<string>
  waitForTransaction(parameters: { network: CaipNetwork; hash: string }): Promise<TransactionOutcomeOnChain>
  getProvider(connectorId: string): SolanaProvider | undefined
  /** Stops listening to the registry and to every wallet (for tests and hot reloads). */
  teardown(): void
}

/**
 * The Solana adapter: wallet-standard wallets (connect, sign, send SOL), balances and
 * confirmations over the network's JSON-RPC. @solana/kit, used to build transfers, loads on
 * the first send only.
 *
 * Its code is not in the page's first load: it is fetched as the client is made when the client
 * restores none or this namespace, else on setup, once, and retried after a failure; every call
 * made before it arrives waits for it.
 */
export function solana(options: SolanaAdapterOptions = {}): SolanaAdapter {
  const code = adapterCode(() =>
    import('./createSolanaAdapter.js').then(({ createSolanaAdapter }) => createSolanaAdapter(options)),
  )
  return {
    namespace: 'solana',
    ...chainAdapterStandIn(code),
    ...code.waitingFor(['sendTransaction', 'waitForTransaction']),
  }
}
