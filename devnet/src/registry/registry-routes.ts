import { HttpError, notFound } from '../http/http-error.js'
import { json, svg } from '../http/reply.js'
import { requireQuery } from '../http/require-query.js'
import type { Route, RouteHandler } from '../http/route.js'
import { ASSET_IMAGES, CURRENCY_IMAGE_IDS, imageLabel, TOKEN_IMAGE_IDS } from './image-catalog.js'
import { featureList, type ProjectConfig } from './project-config.js'
import { queryWallets } from './query-wallets.js'
import type { RegistryOverrides } from './registry-overrides.js'
import { generatedSvg } from './svg-image.js'
import type { WalletListing } from './wallet-listings.js'

export interface RegistryInput {
  wallets: readonly WalletListing[]
  config: ProjectConfig
  /** Asset image ids beyond the built-in ones, e.g. 'devnet-31337' for each devnet chain. */
  extraAssetImageIds: readonly string[]
  /** Listings and images tests put in place of the catalogue (admin `/registry/*`). */
  overrides?: RegistryOverrides
}

/** Routes of the wallet registry; all require projectId, st and sv (spec R-API-05). */
export function registryRoutes(input: RegistryInput): Route[] {
  const { wallets, config } = input
  const walletByImage = new Map(wallets.map((wallet) => [wallet.image_id, wallet]))
  const checked =
    (handler: RouteHandler): RouteHandler =>
    (context) => {
      requireQuery(context.query, ['projectId', 'st', 'sv'])
      const projectId = context.query.get('projectId')!
      if (config.projectIds !== null && !config.projectIds.includes(projectId)) {
        throw new HttpError(403, 'invalid key', 'invalid_key')
      }
      return handler(context)
    }
  const route = (name: string, pattern: string, handler: RouteHandler): Route => ({
    name,
    method: 'GET',
    pattern,
    handler: checked(handler),
  })
  /** `known`: each id with the text its image is drawn from. */
  const imageRoute = (name: string, pattern: string, known: Readonly<Record<string, string>>) => {
    const ids = new Map(Object.entries(known))
    return route(name, pattern, ({ params }) => {
      const shown = ids.get(params.id!)
      if (shown === undefined) throw notFound(`no image with id ${params.id}`)
      return svg(generatedSvg(`${name}:${params.id}`, imageLabel(shown)))
    })
  }
  const named = (ids: readonly string[]) => Object.fromEntries(ids.map((id) => [id, id]))

  return [
    route('config', '/appkit/v1/config', () => json(featureList(config.features))),
    route('origins', '/projects/v1/origins', () => json({ allowedOrigins: config.allowedOrigins })),
    route('analyticsConfig', '/getAnalyticsConfig', () =>
      json({ isAnalyticsEnabled: config.isAnalyticsEnabled }),
    ),
    route('getWallets', '/getWallets', ({ query }) => {
      const overrides = input.overrides
      const answer = queryWallets(overrides?.wallets ?? wallets, query, {
        ignorePaging: overrides?.ignorePaging ?? false,
      })
      return json(overrides?.count === undefined ? answer : { ...answer, count: overrides.count })
    }),
    route('walletImage', '/getWalletImage/:id', ({ params }) => {
      const override = input.overrides?.image(params.id!)
      if (override) return override
      const wallet = walletByImage.get(params.id!)
      if (wallet === undefined) throw notFound(`no wallet image with id ${params.id}`)
      return svg(generatedSvg(wallet.image_id, imageLabel(wallet.name)))
    }),
    imageRoute('assetImage', '/public/getAssetImage/:id', {
      ...ASSET_IMAGES,
      ...named(input.extraAssetImageIds),
    }),
    imageRoute('currencyImage', '/public/getCurrencyImage/:id', named(CURRENCY_IMAGE_IDS)),
    imageRoute('tokenImage', '/public/getTokenImage/:id', named(TOKEN_IMAGE_IDS)),
  ]
}
