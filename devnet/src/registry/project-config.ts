/**
 * The project's dashboard settings (spec R-API-02), as the admin routes set them; the config
 * route reports them under the registry's own feature ids (`featureList`).
 */
export interface ProjectFeatures {
  email: boolean
  socials: string[] | false
  swaps: string[] | false
  onramp: string[] | false
  activity: boolean
  reownBranding: boolean
  multiWallet: boolean
}

export interface ProjectConfig {
  features: ProjectFeatures
  allowedOrigins: string[]
  isAnalyticsEnabled: boolean
  /** When set, any other projectId is refused with 403 'invalid key'. */
  projectIds: string[] | null
}

export const DEFAULT_FEATURES: ProjectFeatures = {
  email: true,
  socials: ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'],
  swaps: ['1inch'],
  onramp: ['coinbase'],
  activity: true,
  reownBranding: true,
  multiWallet: false,
}

export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*']

/**
 * GET /appkit/v1/config body, as the registry answers it: `{ id, isEnabled, config }` per
 * feature id. `social_login` lists `email` and the social providers; `swap` and `onramp` list
 * their providers; the boolean features carry `config: []` (null would mean "not set on the
 * dashboard", which AppKit and Sigil read as "use the app's own setting"). Ids the registry
 * sends for features no client here implements are included, so a client must ignore them.
 */
export function featureList(features: ProjectFeatures) {
  const list = (value: string[] | false) => ({ isEnabled: value !== false, config: value || [] })
  const flag = (value: boolean) => ({ isEnabled: value, config: [] })
  const socialLogin = [...(features.email ? ['email'] : []), ...(features.socials || [])]
  return {
    features: [
      { id: 'multi_wallet', ...flag(features.multiWallet) },
      { id: 'activity', ...flag(features.activity) },
      { id: 'swap', ...list(features.swaps) },
      { id: 'onramp', ...list(features.onramp) },
      { id: 'social_login', isEnabled: socialLogin.length > 0, config: socialLogin },
      { id: 'reown_branding', ...flag(features.reownBranding) },
      { id: 'reown_authentication', isEnabled: false, config: null },
      { id: 'fund_from_exchange', isEnabled: false, config: null },
      { id: 'payments', isEnabled: false, config: null },
      { id: 'headless', isEnabled: false, config: null },
    ],
  }
}
