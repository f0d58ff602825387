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
  /** Present when the devnet serves Solana: the Solana Devnet network then points at it. */
  solana?: DemoSolana
}

export const DEVNET_INFO_PATH = '/devnet.json'
