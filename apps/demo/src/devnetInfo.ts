/**
 * What the page needs to know about the running devnet. The demo server serves it as
 * `/devnet.json`, so one build of the page works with a devnet on any port.
 */
export type DemoChain = {
  chainId: number
  name: string
  rpcUrl: string
  /** A second endpoint of the same chain: the client moves to it when the first fails (spec §7). */
  rpcFallbackUrl?: string
}

/** The devnet's Solana endpoint and the keys the dev wallet and the demo's buttons use. */
export type DemoSolana = { rpcUrl: string; secretKey: string; recipient: string }

/** The devnet's first Bitcoin test key (its payment address holds 1 BTC on Bitcoin Testnet): the dev wallet's. */
export type DemoBitcoin = { privateKey: string }

export type DevnetInfo = {
  projectId: string
  mnemonic: string
  chains: DemoChain[]
  services: {
    registryUrl: string
    blockchainUrl: string
    analyticsUrl: string
    relayUrl: string
    embeddedWalletUrl: string
  }
  /** The address the "Send 0.01 ETH" button pays: the devnet's second account. */
  recipient: `0x${string}`
  /**
   * Simple7702Account on the devnet chains: the dev wallet delegates its account to it
   * (EIP-7702) to run EIP-5792 batches. Absent, the dev wallet sends one call at a time.
   */
  batchAccount?: `0x${string}`
  /** Present when the devnet serves Solana: the Solana Devnet network then points at it. */
  solana?: DemoSolana
  /** Present when the devnet keeps Bitcoin test keys: the Bitcoin dev wallet holds the first. */
  bitcoin?: DemoBitcoin
}

export const DEVNET_INFO_PATH = '/devnet.json'
