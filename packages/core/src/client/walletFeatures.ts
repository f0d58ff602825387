import type { CaipNetwork, NetworkNamespace } from '../caip/types.js'
import { WALLET_FEATURE_ORDER } from '../constants/index.js'
import type { SigilState } from './types.js'

export type WalletFeature = (typeof WALLET_FEATURE_ORDER)[number]

/**
 * The EVM chains swaps are offered on by default (spec §9 says 12 and does not list them):
 * Ethereum, OP, BNB Chain, Gnosis, Polygon, ZKsync Era, Base, Arbitrum, Avalanche, Linea,
 * Scroll and Polygon zkEVM. `config.swapChainIds` replaces the list.
 */
export const DEFAULT_SWAP_CHAIN_IDS: readonly number[] = [
  1, 10, 56, 100, 137, 324, 8453, 42161, 43114, 59144, 534352, 1101,
]

/** Onramp and send work on EVM and Solana only (spec §9); activity history on EVM only. */
const ONRAMP_AND_SEND: readonly NetworkNamespace[] = ['eip155', 'solana']

/** Buying (and sending) is offered on EVM and Solana networks. */
export const supportsOnramp = (network: CaipNetwork | undefined): boolean =>
  network !== undefined && ONRAMP_AND_SEND.includes(network.chainNamespace)

/** Swaps are offered on the EVM chains of the swap list only (R-ACCT-31). */
export const supportsSwaps = (
  network: CaipNetwork | undefined,
  swapChainIds: readonly number[] = DEFAULT_SWAP_CHAIN_IDS,
): boolean => network?.chainNamespace === 'eip155' && swapChainIds.includes(Number(network.id))

/**
 * The wallet features Account offers now, in the spec's order (onramp, swaps, receive, send):
 * switched on in the features slice and available on the active network.
 */
export function selectWalletFeatures(
  state: SigilState,
  swapChainIds: readonly number[] = DEFAULT_SWAP_CHAIN_IDS,
): WalletFeature[] {
  const network = state.chain.activeNetwork
  const available: Record<WalletFeature, boolean> = {
    onramp: supportsOnramp(network),
    swaps: supportsSwaps(network, swapChainIds),
    receive: network !== undefined,
    send: supportsOnramp(network),
  }
  return WALLET_FEATURE_ORDER.filter((feature) => state.features[feature] && available[feature])
}

/**
 * Activity history comes from the blockchain service for EVM networks only (spec §9), and is
 * offered while the project's activity feature is on (spec §4).
 */
export function hasActivityHistory(state: SigilState): boolean {
  return state.features.activity && state.chain.activeNetwork?.chainNamespace === 'eip155'
}
