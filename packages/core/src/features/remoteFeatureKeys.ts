import type { Features } from '../client/types.js'

/** The features the remote project configuration decides (spec §4). */
export const REMOTE_FEATURE_KEYS = [
  'email',
  'socials',
  'swaps',
  'onramp',
  'activity',
  'reownBranding',
  'multiWallet',
] as const satisfies readonly (keyof Features)[]
