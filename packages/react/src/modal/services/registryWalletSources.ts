import { parseCaipNetworkId } from '@sigil/core'
import { loadOnce } from '@sigil/core/internal'
import type { RegistryClient, WalletListing as RegistryListing, WalletsPage } from '@sigil/core/services'
import type { ConnectWallets, ModalDataSources, WalletListing, WalletStores } from '../ModalOptionsContext.js'

/** A listing's chains that are CAIP-2 ids of a known namespace; the others are dropped. */
function knownChains(chains: readonly string[]): string[] {
  return chains.filter((chain) => {
    try {
      parseCaipNetworkId(chain)
      return true
    } catch {
      return false
    }
  })
}

/** The listing's store links, when it has any (the core kept only https ones). */
function storesOf(listing: RegistryListing): WalletStores | undefined {
  const stores: WalletStores = {
    ...(listing.chrome_store ? { extension: listing.chrome_store } : {}),
    ...(listing.app_store ? { appStore: listing.app_store } : {}),
    ...(listing.play_store ? { playStore: listing.play_store } : {}),
    ...(listing.homepage ? { website: listing.homepage } : {}),
  }
  return Object.keys(stores).length > 0 ? stores : undefined
}

const toListing = (listing: RegistryListing): WalletListing => ({
  id: listing.id,
  name: listing.name,
  // The registry's own image call carries the project id; a bare URL is the fallback.
  ...(listing.image_id
    ? { imageId: listing.image_id }
    : listing.image_url
      ? { imageUrl: listing.image_url }
      : {}),
  ...(listing.rdns ? { rdns: listing.rdns } : {}),
  ...(knownChains(listing.chains).length > 0 ? { chains: knownChains(listing.chains) } : {}),
  ...(listing.mobile_link || listing.desktop_link || listing.webapp_link
    ? {
        links: {
          ...(listing.mobile_link ? { mobile: listing.mobile_link } : {}),
          ...(listing.desktop_link ? { desktop: listing.desktop_link } : {}),
          ...(listing.webapp_link ? { webapp: listing.webapp_link } : {}),
        },
      }
    : {}),
  ...(storesOf(listing) ? { stores: storesOf(listing) } : {}),
})

/** What the app's config says about which registry wallets to offer. */
export type RegistryWalletChoice = {
  /** Shown first on Connect, in this order (`featuredWalletIds`). */
  featuredWalletIds?: readonly string[]
  /** When set, the only registry wallets listed (`includeWalletIds`). */
  includeWalletIds?: readonly string[]
  /** The app's networks (CAIP-2): recommended wallets support one of them. */
  chains?: readonly string[]
}

/** Settled answers: what failed is left out, so one list failing does not hide the other. */
const dataOf = (answer: PromiseSettledResult<WalletsPage>) =>
  answer.status === 'fulfilled' ? answer.value.data : []

/**
 * The wallet list, its count, Connect's featured and recommended wallets and wallet images
 * from the registry client. Browsing goes page by page; a search is one call (up to 100
 * entries, held to its minimum wait counted from the keystroke) whose answer is cut into the
 * same pages.
 */
export function registryWalletSources(
  registry: () => Promise<RegistryClient>,
  choice: RegistryWalletChoice = {},
): Required<
  Pick<ModalDataSources, 'loadWallets' | 'walletCount' | 'loadWalletImage' | 'loadConnectWallets'>
> {
  const include = choice.includeWalletIds?.length ? choice.includeWalletIds : undefined
  const featuredIds = choice.featuredWalletIds ?? []
  const searches = new Map<string, Promise<WalletsPage>>()
  const search = (term: string, badge: string | undefined, startedAt: number | undefined) => {
    const key = `${badge ?? ''}|${term}`
    let answer = searches.get(key)
    if (!answer) {
      answer = registry().then((client) =>
        client.searchWallets(term, { badge_type: badge, include }, { startedAt }),
      )
      answer.catch(() => searches.delete(key))
      searches.set(key, answer)
    }
    return answer
  }
  return {
    async loadWallets({ page, pageSize, search: term, badge, searchStartedAt }) {
      if (term) {
        const { data } = await search(term, badge, searchStartedAt)
        const wallets = data.slice((page - 1) * pageSize, page * pageSize).map(toListing)
        return { wallets, count: data.length }
      }
      const client = await registry()
      const answer = await client.getWallets({ page, entries: pageSize, badge_type: badge, include })
      return { wallets: answer.data.map(toListing), count: answer.count }
    },
    loadConnectWallets: loadOnce(() =>
      registry().then(async (client): Promise<ConnectWallets> => {
        const [featured, recommended] = await Promise.allSettled([
          client.getFeaturedWallets(featuredIds),
          client.getRecommendedWallets({ exclude: featuredIds, include, chains: choice.chains }),
        ])
        const rank = (id: string) => featuredIds.indexOf(id)
        return {
          featured: [...dataOf(featured)].sort((a, b) => rank(a.id) - rank(b.id)).map(toListing),
          recommended: dataOf(recommended).map(toListing),
        }
      }),
    ),
    walletCount: loadOnce(() =>
      registry()
        .then((client) => client.getWallets({ page: 1, entries: 1, include }))
        .then((answer) => answer.count),
    ),
    loadWalletImage: async (imageId) => (await registry()).preloadImage('wallet', imageId),
  }
}
