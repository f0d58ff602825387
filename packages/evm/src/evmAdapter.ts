import type {
  AdapterSendTransactionParameters,
  CaipNetwork,
  ChainAdapter,
  TokenTransferParameters,
  TransactionOutcomeOnChain,
  TransactionRequest,
  VerifySignatureParameters,
} from '@sigil/core'
import { adapterCode, chainAdapterStandIn } from '@sigil/core/internal'
import type { Transport } from 'viem'
import type { SignTypedDataParameters } from './actions/signTypedData.js'
import type { DiscoveryWindow } from './discovery/discoveryWindow.js'
import { EVM_CALLS } from './evmCalls.js'
import { preloadAccounts } from './session/preloadAccounts.js'

/** Options of `evm()`. */
export type EvmAdapterOptions = {
  /** Wallets to leave out, by rdns (`io.metamask`) or name. */
  excludeWallets?: readonly string[]
  /** Offer `window.ethereum` as an INJECTED connector when no announced wallet is the same one (default true). */
  injected?: boolean
  /** A viem transport per chain id, replacing the one built from the network's RPC URLs. */
  transports?: Readonly<Record<number, Transport>>
  /** The window to discover wallets in; the page's own window by default. */
  window?: DiscoveryWindow
  /**
   * Origins a Safe{Wallet} host may answer from when the page runs in its frame (default:
   * Safe's own, `https://app.safe.global`). Answers from any other parent are ignored.
   */
  safeOrigins?: readonly RegExp[]
}

/** The EVM chain adapter (`evm()` or `wagmiAdapter()`): a ChainAdapter for eip155 with transactions and typed data. */
export type EvmAdapter = ChainAdapter & {
  readonly namespace: 'eip155'
  sendTransaction(parameters: AdapterSendTransactionParameters): Promise<string>
  /** An ERC-20 `transfer` to send with `sendTransaction`. */
  buildTokenTransfer(parameters: TokenTransferParameters): Promise<TransactionRequest>
  /** The transaction's receipt status, once it is mined. */
  waitForTransaction(parameters: { network: CaipNetwork; hash: string }): Promise<TransactionOutcomeOnChain>
  /** eth_signTypedData_v4 through the connected wallet. */
  signTypedData(parameters: SignTypedDataParameters): Promise<string>
  /** EIP-191, ERC-1271 or ERC-6492: whether `address` signed `message` (read on `network` for a smart account). */
  verifySignature(parameters: VerifySignatureParameters): Promise<boolean>
  /** Stops discovery and forgets every session (for tests and hot reloads). */
  teardown(): void
}

/**
 * The EVM adapter: EIP-6963 and injected wallets, driven over EIP-1193, reads through viem. Its code
 * is not in the page's first load: it is fetched as the client is made when the client restores
 * none or this namespace, else on setup, once, and retried after a failure; every call made before
 * it arrives waits for it.
 */
export function evm(options: EvmAdapterOptions = {}): EvmAdapter {
  const code = adapterCode(() =>
    import('./createEvmAdapter.js').then(({ createEvmAdapter }) => createEvmAdapter(options)),
  )
  return {
    namespace: 'eip155',
    ...chainAdapterStandIn(code),
    // A restore or a connect checksums the wallet's address: that code comes alongside the
    // adapter's on a restore, on the person's reach for a wallet otherwise.
    prepareReconnect: preloadAccounts,
    prepareConnect: preloadAccounts,
    ...code.waitingFor([...EVM_CALLS, 'getChainId', 'connectHost']),
  }
}
