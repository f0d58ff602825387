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
  }))
  const searchWallets = vi.fn(async (): Promise<WalletsPage> => ({ data, count }))
  // Only the calls the sources make are needed.
  const client = { searchWallets } as unknown as RegistryClient
  return { registry: async () => client, searchWallets }
}

describe('registryWalletSources', () => {
  it('R-PERF-13 a search is one registry call, its minimum wait counted from the keystroke, cut into pages', async () => {
    const { registry, searchWallets } = fakeRegistry(70)
    const { loadWallets } = registryWalletSources(registry)
    const first = await loadWallets({ page: 1, pageSize: 40, search: 'wallet', searchStartedAt: 1234 })
    const second = await loadWallets({ page: 2, pageSize: 40, search: 'wallet', searchStartedAt: 1234 })
    expect(searchWallets).toHaveBeenCalledTimes(1)
    expect(searchWallets).toHaveBeenCalledWith('wallet', { badge_type: undefined }, { startedAt: 1234 })
    expect(first).toMatchObject({ count: 70 })
    expect(first.wallets).toHaveLength(40)
    expect(second.wallets.map((wallet) => wallet.id)).toEqual(
      Array.from({ length: 30 }, (_, index) => `w${40 + index}`),
    )
    expect(second.wallets[0]).toEqual({ id: 'w40', name: 'Wallet 40', imageId: 'image-40' })
  })
})
