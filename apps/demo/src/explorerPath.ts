/** Where the demo server's devnet explorer lives (`server/explorerPlugin.ts`). */
export const EXPLORER_PREFIX = '/explorer'

/** A devnet chain's block explorer URL, as its network definition names it. */
export const explorerUrl = (origin: string, chainId: number): string =>
  `${origin}${EXPLORER_PREFIX}/${chainId}`
