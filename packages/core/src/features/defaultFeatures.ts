import type { Features } from '../client/types.js'

// Spec §9's default social logins, defined where the first load reads them (constants/index.ts
// says why).
export const DEFAULT_REMOTE_SOCIALS = [
  'google',
  'x',
  'discord',
  'farcaster',
  'github',
  'apple',
  'facebook',
] as const

/** Feature values used when neither the remote configuration nor the host sets one (spec §9). */
export const DEFAULT_FEATURES: Readonly<Features> = {
  email: true,
  socials: DEFAULT_REMOTE_SOCIALS,
  swaps: true,
  onramp: true,
  activity: true,
  send: true,
  receive: true,
  analytics: true,
  pay: false,
  reownBranding: true,
  multiWallet: false,
}
