import type { CaipNetwork } from '@sigil/core'
import { createInternalSigil, type SigilInternalClient } from '@sigil/core/internal'
import { type Devnet, startDevnet } from '@sigil/devnet'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { english } from '../../strings/english.js'
import { readActivity, readNft, readToken } from '../../views/Account/accountItems.js'
import { createServiceDataSources } from './createServiceDataSources.js'

let devnet: Devnet
let client: SigilInternalClient
let network: CaipNetwork

beforeAll(async () => {
  devnet = await startDevnet({ port: 0 })
  const chain = devnet.chains[0]!
  network = {
    id: chain.chainId,
    caipNetworkId: `eip155:${chain.chainId}`,
    chainNamespace: 'eip155',
    name: chain.name,
    nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
    rpcUrls: { default: { http: [chain.rpcUrl] } },
    testnet: true,
  }
  client = createInternalSigil({
    projectId: devnet.projectId,
    networks: [network],
    reconnect: false,
    services: { registryUrl: devnet.urls.registry, blockchainUrl: devnet.urls.blockchain },
    logSink: () => undefined,
  })
})
afterAll(async () => {
  client?.destroy()
  await devnet?.stop()
})

describe('the modal data sources made from config.services', () => {
  it('R-API-44 the wallet list comes from the registry page by page, with its count and images as object URLs', async () => {
    const sources = createServiceDataSources(client)
    const count = await (sources.walletCount as () => Promise<number>)()
    const first = await sources.loadWallets!({ page: 1, pageSize: 40 })
    const second = await sources.loadWallets!({ page: 2, pageSize: 40 })
    expect(first.count).toBe(count)
    expect(first.wallets).toHaveLength(40)
    expect(second.wallets[0]?.id).not.toBe(first.wallets[0]?.id)
    const listing = first.wallets[0]!
    expect(listing.imageId).toBeTruthy()
    expect(await sources.loadWalletImage!(listing.imageId!)).toMatch(/^blob:/)
  })

  it('R-PERF-13 a search is one registry call cut into pages of the asked size', async () => {
    const sources = createServiceDataSources(client)
    const { wallets: all } = await sources.loadWallets!({ page: 1, pageSize: 40 })
    const term = all[3]!.name
    const found = await sources.loadWallets!({ page: 1, pageSize: 40, search: term })
    expect(found.wallets.map((wallet) => wallet.name)).toContain(term)
    expect(found.count).toBe(found.wallets.length)
  })

  it("R-UI-20 Connect gets the configured featured wallets in order and 4 recommended ones on the app's networks", async () => {
    const { wallets: page } = await createServiceDataSources(client).loadWallets!({ page: 1, pageSize: 40 })
    const featuredIds = [page[7]!.id, page[3]!.id]
    const featuring = createInternalSigil({
      projectId: devnet.projectId,
      networks: [network],
      reconnect: false,
      featuredWalletIds: featuredIds,
      services: { registryUrl: devnet.urls.registry },
      logSink: () => undefined,
    })
    try {
      const { featured, recommended } = await createServiceDataSources(featuring).loadConnectWallets!()
      expect(featured.map((wallet) => wallet.id)).toEqual(featuredIds)
      expect(recommended).toHaveLength(4)
      expect(recommended.some((wallet) => featuredIds.includes(wallet.id))).toBe(false)
      expect(featured.every((wallet) => wallet.imageId)).toBe(true)
    } finally {
      featuring.destroy()
    }
  })

  it('R-ACCT-02 tokens, NFTs and activity come from the blockchain service for the account and network', async () => {
    const { loadAccountList } = createServiceDataSources(client)
    const address = devnet.accounts[0]!.address
    const parameters = { namespace: 'eip155' as const, address, network }
    const tokens = (await loadAccountList!('tokens', parameters)).map((item) => readToken(item))
    expect(tokens.map((token) => token?.symbol)).toEqual(expect.arrayContaining(['ETH', 'dUSD']))
    const nfts = (await loadAccountList!('nfts', parameters)).map(readNft)
    expect(nfts.length).toBeGreaterThan(0)
    expect(nfts.every((nft) => nft?.name.startsWith('Devnet Collectibles'))).toBe(true)
    const activity = (await loadAccountList!('activity', parameters)).map((item) =>
      readActivity(item, english),
    )
    expect(activity.length).toBeGreaterThan(0)
    expect(activity.every((row) => row !== undefined)).toBe(true)
  })

  it('without services there are no default sources (the views fall back to what the client knows)', () => {
    const bare = createInternalSigil({
      projectId: 'p',
      networks: [network],
      reconnect: false,
      logSink: () => undefined,
    })
    expect(createServiceDataSources(bare)).toEqual({})
    bare.destroy()
  })
})
