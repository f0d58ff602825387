export { createImageCache, type ImageCache } from './createImageCache.js'
export {
  type AllowedOriginsResult,
  createRegistryClient,
  type GetWalletsParameters,
  type ImageKind,
  type RegistryClient,
  type RegistryClientOptions,
} from './createRegistryClient.js'
export { networkImageId } from './networkImageIds.js'
export {
  allowedOriginsSchema,
  analyticsConfigSchema,
  projectConfigSchema,
  type WalletListing,
  type WalletsPage,
  walletListingSchema,
  walletsPageSchema,
} from './schemas.js'
export { withMinimumWait } from './withMinimumWait.js'
