import type { SocialProvider } from '@sigil/core'

/** How each provider writes its own name. */
export const SOCIAL_LABELS: Record<SocialProvider, string> = {
  google: 'Google',
  x: 'X',
  discord: 'Discord',
  farcaster: 'Farcaster',
  github: 'GitHub',
  apple: 'Apple',
  facebook: 'Facebook',
}

export const socialLabel = (provider: string): string =>
  (SOCIAL_LABELS as Record<string, string>)[provider] ?? provider.charAt(0).toUpperCase() + provider.slice(1)
