/**
 * What the page needs to know about the running devnet. The demo server serves it as
 * `/devnet.json`, so one build of the page works with a devnet on any port.
 */
export type DemoChain = { chainId: number; name: string; rpcUrl: string }

export type DevnetInfo = {
  projectId: string
  mnemonic: string
  chains: DemoChain[]
  services: { registryUrl: string; blockchainUrl: string; analyticsUrl: string; embeddedWalletUrl: string }
  /** The address the "Send 0.01 ETH" button pays: the devnet's second account. */
  recipient: `0x${string}`
}

export const DEVNET_INFO_PATH = '/devnet.json'
