import type { RegistryClient, WalletListing as RegistryListing, WalletsPage } from '@sigil/core/services'
import type { ModalDataSources, WalletListing } from '../ModalOptionsContext.js'

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
})

/**
 * The wallet list, its count and wallet images from the registry client. Browsing goes page
 * by page; a search is one call (up to 100 entries, held to its minimum wait counted from the
 * keystroke) whose answer is cut into the same pages.
 */
export function registryWalletSources(
  registry: () => Promise<RegistryClient>,
): Required<Pick<ModalDataSources, 'loadWallets' | 'walletCount' | 'loadWalletImage'>> {
  let count: Promise<number> | undefined
  const searches = new Map<string, Promise<WalletsPage>>()
  const search = (term: string, badge: string | undefined, startedAt: number | undefined) => {
    const key = `${badge ?? ''}|${term}`
    let answer = searches.get(key)
    if (!answer) {
      answer = registry().then((client) => client.searchWallets(term, { badge_type: badge }, { startedAt }))
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
      const answer = await client.getWallets({ page, entries: pageSize, badge_type: badge })
      return { wallets: answer.data.map(toListing), count: answer.count }
    },
    walletCount() {
      count ??= registry()
        .then((client) => client.getWallets({ page: 1, entries: 1 }))
        .then((answer) => answer.count)
      count.catch(() => {
        count = undefined
      })
      return count
    },
    loadWalletImage: async (imageId) => (await registry()).preloadImage('wallet', imageId),
  }
}
