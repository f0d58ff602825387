// The constants of spec §9 that a page's first load reads (the client's creation, the bundled
// networks, the logger, the modal element); `constants/index.ts` re-exports them with the rest.

// Chain block times
export const OP_STACK_BLOCK_TIME_MS = 2_000
export const ZKSYNC_BLOCK_TIME_MS = 1_000

export const MODAL_Z_INDEX = 999

// Logger levels
export const LOG_LEVELS = { trace: 10, debug: 20, info: 30, warn: 40, error: 50, fatal: 60 } as const

// Defaults
export const DEFAULT_ACCOUNT_TYPES = {
  eip155: 'smartAccount',
  solana: 'eoa',
  polkadot: 'eoa',
  bip122: 'payment',
} as const
export const DEFAULT_REMOTE_SOCIALS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const
