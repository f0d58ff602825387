import type { RegistryClient, WalletsPage } from '@sigil/core/services'
import { describe, expect, it, vi } from 'vitest'
import { registryWalletSources } from './registryWalletSources.js'

function fakeRegistry(count: number) {
  const data = Array.from({ length: count }, (_, index) => ({
    id: `w${index}`,
    name: `Wallet ${index}`,
    image_id: `image-${index}`,
    mobile_link: null,
    desktop_link: null,
    webapp_link: null,
    rdns: null,
    chains: ['eip155:1'],
    // Two of the recommended ones say where to get them (the core has kept only https links).
    ...(index === 10 || index === 12
      ? { app_store: `https://apps.example/app/w${index}`, homepage: `https://w${index}.example/` }
      : {}),
  }))
  const searchWallets = vi.fn(async (): Promise<WalletsPage> => ({ data, count }))
  const getWallets = vi.fn(async (): Promise<WalletsPage> => ({ data: data.slice(0, 40), count }))
  // The registry answers the featured ids in its own order.
  const getFeaturedWallets = vi.fn(
    async (ids: readonly string[]): Promise<WalletsPage> => ({
      data: data.filter((wallet) => ids.includes(wallet.id)),
      count: ids.length,
    }),
  )
  const getRecommendedWallets = vi.fn(async (): Promise<WalletsPage> => ({ data: data.slice(10, 14), count }))
  // Only the calls the sources make are needed.
  const client = {
    searchWallets,
    getWallets,
    getFeaturedWallets,
    getRecommendedWallets,
  } as unknown as RegistryClient
  return {
    registry: async () => client,
    searchWallets,
    getWallets,
    getFeaturedWallets,
    getRecommendedWallets,
  }
}

describe('registryWalletSources', () => {
  it('issue 21 Connect’s recommended wallets carry their store links, renamed for the views; a wallet with none has no stores', async () => {
    const { registry } = fakeRegistry(20)
    const { loadConnectWallets } = registryWalletSources(registry)
    const { recommended } = await loadConnectWallets()
    expect(recommended.map((wallet) => [wallet.id, wallet.stores])).toEqual([
      ['w10', { appStore: 'https://apps.example/app/w10', website: 'https://w10.example/' }],
      ['w11', undefined],
      ['w12', { appStore: 'https://apps.example/app/w12', website: 'https://w12.example/' }],
      ['w13', undefined],
    ])
  })

  it('R-PERF-13 a search is one registry call, its minimum wait counted from the keystroke, cut into pages', async () => {
    const { registry, searchWallets } = fakeRegistry(70)
    const { loadWallets } = registryWalletSources(registry)
    const first = await loadWallets({ page: 1, pageSize: 40, search: 'wallet', searchStartedAt: 1234 })
    const second = await loadWallets({ page: 2, pageSize: 40, search: 'wallet', searchStartedAt: 1234 })
    expect(searchWallets).toHaveBeenCalledTimes(1)
    expect(searchWallets).toHaveBeenCalledWith(
      'wallet',
      { badge_type: undefined, include: undefined },
      { startedAt: 1234 },
    )
    expect(first).toMatchObject({ count: 70 })
    expect(first.wallets).toHaveLength(40)
    expect(second.wallets.map((wallet) => wallet.id)).toEqual(
      Array.from({ length: 30 }, (_, index) => `w${40 + index}`),
    )
    expect(second.wallets[0]).toEqual({
      id: 'w40',
      name: 'Wallet 40',
      imageId: 'image-40',
      chains: ['eip155:1'],
    })
  })

  it('R-UI-20 Connect gets the featured wallets in the configured order and recommended ones without them, once', async () => {
    const fake = fakeRegistry(70)
    const { loadConnectWallets } = registryWalletSources(fake.registry, {
      featuredWalletIds: ['w5', 'w2'],
      chains: ['eip155:1'],
    })
    const first = await loadConnectWallets()
    expect(first.featured.map((wallet) => wallet.id)).toEqual(['w5', 'w2'])
    expect(first.recommended.map((wallet) => wallet.id)).toEqual(['w10', 'w11', 'w12', 'w13'])
    expect(fake.getRecommendedWallets).toHaveBeenCalledWith({
      exclude: ['w5', 'w2'],
      include: undefined,
      chains: ['eip155:1'],
    })
    expect(await loadConnectWallets()).toBe(first)
    expect(fake.getFeaturedWallets).toHaveBeenCalledTimes(1)
  })

  it('includeWalletIds limits every list; one list failing leaves the other', async () => {
    const fake = fakeRegistry(70)
    fake.getFeaturedWallets.mockRejectedValueOnce(new Error('registry down'))
    const sources = registryWalletSources(fake.registry, {
      featuredWalletIds: ['w1'],
      includeWalletIds: ['w1', 'w3'],
    })
    const wallets = await sources.loadConnectWallets()
    expect(wallets.featured).toEqual([])
    expect(wallets.recommended).toHaveLength(4)
    expect(fake.getRecommendedWallets).toHaveBeenCalledWith(
      expect.objectContaining({ include: ['w1', 'w3'] }),
    )
    await sources.loadWallets({ page: 2, pageSize: 40 })
    expect(fake.getWallets).toHaveBeenCalledWith({
      page: 2,
      entries: 40,
      badge_type: undefined,
      include: ['w1', 'w3'],
    })
    await sources.loadWallets({ page: 1, pageSize: 40, search: 'wallet' })
    expect(fake.searchWallets).toHaveBeenCalledWith(
      'wallet',
      { badge_type: undefined, include: ['w1', 'w3'] },
      { startedAt: undefined },
    )
  })

  it('R-CORE-27 a listing keeps the chains the registry names that are CAIP-2 ids of a known namespace, and no others', async () => {
    const { registry, getWallets } = fakeRegistry(1)
    getWallets.mockResolvedValueOnce({
      data: [
        {
          id: 'w',
          name: 'Many chains',
          mobile_link: null,
          desktop_link: null,
          webapp_link: null,
          rdns: null,
          chains: [
            'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
            'foo:1',
            'eip155',
            'bip122:000000000933ea01ad0ee984209779ba',
            'a:b:c',
          ],
        },
        {
          id: 'n',
          name: 'No chains',
          mobile_link: null,
          desktop_link: null,
          webapp_link: null,
          rdns: null,
          chains: ['nope'],
        },
      ],
      count: 2,
    } as WalletsPage)
    const { wallets } = await registryWalletSources(registry).loadWallets({ page: 1, pageSize: 40 })
    expect(wallets[0]?.chains).toEqual([
      'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp',
      'bip122:000000000933ea01ad0ee984209779ba',
    ])
    expect(wallets[1]).not.toHaveProperty('chains')
  })
})
