import type { NAMESPACES } from '../constants/index.js'

/** A namespace CAIP ids may carry (spec §9). */
export type ChainNamespace = (typeof NAMESPACES)[number]
/** The namespaces networks and adapters exist for (spec §3). */
export type NetworkNamespace = 'eip155' | 'solana' | 'bip122'

/** CAIP-2, e.g. `eip155:1`. */
export type CaipNetworkId = `${string}:${string}`
/** CAIP-10, e.g. `eip155:1:0xab…`. */
export type CaipAddress = `${string}:${string}:${string}`

export type NativeCurrency = { name: string; symbol: string; decimals: number }

export type RpcUrls = {
  default: { http: readonly string[]; webSocket?: readonly string[] }
  /** The chain's own public RPC, kept when `default` is replaced by a hosted one. */
  chainDefault?: { http: readonly string[]; webSocket?: readonly string[] }
}

export type BlockExplorer = { name: string; url: string; apiUrl?: string }

/** A network as Sigil knows it (spec §3 "CAIP network"). */
export type CaipNetwork = {
  id: number | string
  caipNetworkId: CaipNetworkId
  chainNamespace: NetworkNamespace
  name: string
  nativeCurrency: NativeCurrency
  rpcUrls: RpcUrls
  assets?: { imageId?: string; imageUrl?: string }
  blockExplorers?: { default: BlockExplorer; [name: string]: BlockExplorer }
  testnet?: boolean
  /** Solana only: the older genesis-hash-prefix id some wallets still report. */
  deprecatedCaipNetworkId?: CaipNetworkId
  /** Average block time, used for polling intervals (spec §9 chain block times). */
  blockTime?: number
  /** The rollup stack an EVM network is built on, where it changes behaviour (block time, fees). */
  stack?: NetworkStack
}

/** Rollup stacks Sigil treats specially. */
export type NetworkStack = 'op-stack' | 'zksync'

/** A CAIP-2 id split into its parts. */
export type ParsedCaipNetworkId = { chainNamespace: ChainNamespace; chainId: string }
/** A CAIP-10 address split into its parts. */
export type ParsedCaipAddress = { chainNamespace: ChainNamespace; chainId: string; address: string }
