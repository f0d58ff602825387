/** The providers an app may enable locally (spec §5). */
export const SOCIAL_PROVIDERS = ['google', 'github', 'apple', 'facebook', 'x', 'discord'] as const
/** Only the remote project configuration may add this one. */
export const REMOTE_ONLY_SOCIAL_PROVIDERS = ['farcaster'] as const

export type SocialProvider = (typeof SOCIAL_PROVIDERS)[number] | (typeof REMOTE_ONLY_SOCIAL_PROVIDERS)[number]

export type SocialProviderOptions = {
  /** True when the value comes from the remote default list, which may also hold farcaster. */
  remote?: boolean
}

export function isSocialProvider(
  value: unknown,
  options: SocialProviderOptions = {},
): value is SocialProvider {
  const allowed: readonly string[] = options.remote
    ? [...SOCIAL_PROVIDERS, ...REMOTE_ONLY_SOCIAL_PROVIDERS]
    : SOCIAL_PROVIDERS
  return typeof value === 'string' && allowed.includes(value)
}
