import { badRequest } from '../http/http-error.js'
import { readJsonObject } from '../http/read-body.js'
import type { Reply } from '../http/reply.js'
import { json } from '../http/reply.js'
import type { Route } from '../http/route.js'
import { generateWalletListings, type WalletListing } from './wallet-listings.js'

/** An image the registry serves instead of its generated one: any content type, any size. */
export interface ImageOverride {
  contentType: string
  body: string
}

/**
 * What tests put in the registry's place to see how the product takes hostile or broken data:
 * listings served as given (any shape, HTML in names, foreign URLs, duplicates, or a generated
 * catalogue of any size) and wallet images of any type and size. Reset restores the catalogue.
 */
export class RegistryOverrides {
  /** Served as `getWallets` data when set; entries are whatever the test sent. */
  wallets: readonly WalletListing[] | undefined
  /** Sent as `getWallets`' count in place of the true number of matches (a registry that lies). */
  count: number | undefined
  /** Every match in each answer, whatever page and entries asked (a registry that ignores paging). */
  ignorePaging = false
  readonly images = new Map<string, ImageOverride>()

  reset(): void {
    this.wallets = undefined
    this.count = undefined
    this.ignorePaging = false
    this.images.clear()
  }

  image(id: string): Reply | undefined {
    const image = this.images.get(id)
    return image && { status: 200, raw: image.body, contentType: image.contentType }
  }
}

/**
 * Admin routes: `POST /registry/wallets { listings?: unknown[], generate?: number, count?: number,
 * ignorePaging?: boolean }` (listings first, then `generate` ordinary ones; `count` replaces the
 * reported count, `ignorePaging` answers every match to every page), `POST /registry/images { id, contentType, body?, bytes? }`
 * (`bytes`: that many characters of SVG comment padding), `DELETE /registry` to reset.
 */
export function registryOverrideRoutes(overrides: RegistryOverrides, registryUrl: string): Route[] {
  return [
    {
      name: 'setRegistryWallets',
      method: 'POST',
      pattern: '/registry/wallets',
      handler: async ({ req }) => {
        const { listings = [], generate = 0, count, ignorePaging = false } = await readJsonObject(req)
        if (!Array.isArray(listings)) throw badRequest('listings must be a list')
        if (count !== undefined && typeof count !== 'number') throw badRequest('count must be a number')
        if (typeof ignorePaging !== 'boolean') throw badRequest('ignorePaging must be true or false')
        if (!Number.isInteger(generate) || (generate as number) < 0 || (generate as number) > 200_000)
          throw badRequest('generate must be a whole number up to 200000')
        const generated =
          (generate as number) > 0 ? generateWalletListings(generate as number, registryUrl) : []
        overrides.wallets = [...(listings as WalletListing[]), ...generated]
        overrides.count = count
        overrides.ignorePaging = ignorePaging
        return json({ count: overrides.wallets.length })
      },
    },
    {
      name: 'setRegistryImage',
      method: 'POST',
      pattern: '/registry/images',
      handler: async ({ req }) => {
        const { id, contentType, body, bytes } = await readJsonObject(req)
        if (typeof id !== 'string' || typeof contentType !== 'string')
          throw badRequest('id and contentType are required')
        const padding = typeof bytes === 'number' && bytes > 0 ? `<!--${'x'.repeat(bytes)}-->` : ''
        const text =
          typeof body === 'string'
            ? body
            : `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 8 8">${padding}<rect width="8" height="8" fill="#c33"/></svg>`
        overrides.images.set(id, { contentType, body: text })
        return json({ id, size: text.length })
      },
    },
    {
      name: 'resetRegistry',
      method: 'DELETE',
      pattern: '/registry',
      handler: () => {
        overrides.reset()
        return json({ ok: true })
      },
    },
  ]
}
