/** The features the project configuration reports (spec R-API-02). */
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
  swaps: ['devnet-swap'],
  onramp: ['devnet-onramp'],
  activity: true,
  reownBranding: true,
  multiWallet: false,
}

export const DEFAULT_ALLOWED_ORIGINS = ['http://localhost:*', 'http://127.0.0.1:*']

/**
 * GET /appkit/v1/config body: one entry per feature, `isEnabled` plus a `config` that lists
 * providers for socials, swaps and onramp and is null for the boolean features.
 */
export function featureList(features: ProjectFeatures) {
  return {
    features: (Object.keys(features) as (keyof ProjectFeatures)[]).map((id) => {
      const value = features[id]
      return { id, isEnabled: value !== false, config: Array.isArray(value) ? value : null }
    }),
  }
}
