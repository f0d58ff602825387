import { startDevnet } from '@sigil/devnet'
import { silentLogger } from '@sigil/test'
import { clearFaultsAndRequests, useDevnet } from '@sigil/test/devnet'
import { describe, expect, it } from 'vitest'
import { mainnet } from '../../caip/networks/mainnet.js'
import type { Alert } from '../../client/types.js'
import { isSigilError } from '../../errors/SigilError.js'
import { createRegistryClient, type RegistryClientOptions } from './createRegistryClient.js'
import { networkImageId } from './networkImageIds.js'

const { devnet, admin } = useDevnet(async (admin) => {
  await clearFaultsAndRequests(admin)
  await admin.setConfig({ projectIds: null })
})

function client(overrides: Partial<RegistryClientOptions> = {}) {
  const alerts: Alert[] = []
  const registry = createRegistryClient({
    baseUrl: devnet.urls.registry,
    projectId: devnet.projectId,
    sdkVersion: '0.1.0',
    logger: silentLogger(),
    createObjectUrl: (blob) => `blob:test/${blob.size}/${Math.random()}`,
    revokeObjectUrl: () => undefined,
    onAlert: (alert) => alerts.push(alert),
    ...overrides,
  })
  return { registry, alerts }
}

describe('wallet registry client against devnet', () => {
  it('R-API-05 R-API-08 R-API-44 R-API-01 getWallets sends every parameter and reads listings', async () => {
    const { registry } = client()
    const first = await registry.getWalletsPage(1)
    expect(first.data).toHaveLength(40)
    expect(first.count).toBeGreaterThan(40)
    const listing = first.data[0]!
    expect(Object.keys(listing).sort()).toEqual(
      [
        'app_store',
        'chains',
        'chrome_store',
        'desktop_link',
        'homepage',
        'id',
        'image_id',
        'image_url',
        'mobile_link',
        'name',
        'play_store',
        'rdns',
        'webapp_link',
      ].sort(),
    )
    const filtered = await registry.getWallets({
      page: 2,
      entries: 5,
      include: first.data.slice(0, 20).map((w) => w.id),
      exclude: [first.data[0]!.id],
      search: '',
      badge_type: 'certified',
      chains: ['eip155:1'],
    })
    expect(filtered.data.length).toBeLessThanOrEqual(5)
    const [, second] = await admin.requests('registry')
    expect(second!.path).toBe('/registry/getWallets')
    expect(second!.query).toMatchObject({
      projectId: devnet.projectId,
      st: 'sigil',
      sv: '0.1.0',
      page: '2',
      entries: '5',
      exclude: first.data[0]!.id,
      badge_type: 'certified',
      chains: 'eip155:1',
    })
    expect(second!.query.include!.split(',')).toHaveLength(20)
    expect((await admin.requests('registry'))[0]!.query).toMatchObject({ entries: '40', page: '1' })
  })

  it('R-API-08 featured (4) and recommended (4) lists', async () => {
    const { registry } = client()
    const all = await registry.getWalletsPage(1)
    const ids = all.data.slice(0, 6).map((w) => w.id)
    const featured = await registry.getFeaturedWallets(ids)
    expect(featured.data.map((w) => w.id)).toEqual(ids.slice(0, 4))
    const recommended = await registry.getRecommendedWallets({ exclude: ids })
    expect(recommended.data).toHaveLength(4)
    expect(recommended.data.some((w) => ids.includes(w.id))).toBe(false)
  })

  it('R-PERF-13 search asks for 100 entries and settles no sooner than 300 ms', async () => {
    const { registry } = client()
    const started = performance.now()
    const result = await registry.searchWallets('sigil')
    expect(performance.now() - started).toBeGreaterThanOrEqual(295)
    expect(result.data.map((w) => w.name)).toContain('Sigil Test Wallet')
    const [request] = await admin.requests('registry')
    expect(request!.query).toMatchObject({ search: 'sigil', entries: '100' })
  })

  it('R-API-09 images come as blobs, turned into object URLs cached per client', async () => {
    const { registry } = client()
    const { data } = await registry.getWalletsPage(1)
    const id = data[0]!.image_id!
    const url = await registry.getImageUrl('wallet', id)
    expect(url).toMatch(/^blob:test\/\d+/)
    expect(await registry.getImageUrl('wallet', id)).toBe(url)
    expect(registry.cachedImageUrl('wallet', id)).toBe(url)
    const paths = (await admin.requests('registry')).map((r) => r.path)
    expect(paths.filter((p) => p.includes('getWalletImage'))).toHaveLength(1)
    for (const kind of ['asset', 'currency', 'token'] as const) {
      await expect(
        registry.preloadImage(
          kind,
          kind === 'asset' ? networkImageId(mainnet)! : kind === 'currency' ? 'USD' : 'ETH',
        ),
      ).resolves.toMatch(/^blob:/)
    }
    const { registry: other } = client()
    expect(other.cachedImageUrl('wallet', id)).toBeUndefined()
  })

  it('R-PERF-09 an image that hangs is given up after the preload timeout', async () => {
    const { registry } = client()
    await admin.setFault('walletImage', 'hang')
    const started = performance.now()
    expect(await registry.preloadImage('wallet', 'any', 200)).toBeUndefined()
    expect(performance.now() - started).toBeLessThan(1_500)
  })

  it('R-API-06 R-API-02 project config becomes RemoteProjectConfig', async () => {
    const { registry } = client()
    await admin.setConfig({
      features: { email: false, socials: ['github', 'google'], swaps: false, multiWallet: true },
    })
    const config = await registry.getProjectConfig()
    expect(config.features).toMatchObject({
      email: false,
      socials: ['github', 'google'],
      swaps: false,
      onramp: true,
      activity: true,
      reownBranding: true,
      multiWallet: true,
    })
    await admin.setConfig({
      features: { email: true, socials: false, swaps: ['1inch'], multiWallet: false },
    })
    expect((await registry.getProjectConfig()).features).toMatchObject({
      email: true,
      socials: false,
      swaps: true,
    })
  })

  it('R-API-07 allowed origins', async () => {
    const { registry } = client()
    expect(await registry.getAllowedOrigins()).toEqual({
      status: 'ok',
      allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
    })
  })

  it('R-SEC-07 origins: 429 → RATE_LIMITED, 500 → SERVER_ERROR, 404 and malformed → empty list', async () => {
    const { registry, alerts } = client()
    await admin.setFault('origins', 429, 1)
    expect(await registry.getAllowedOrigins()).toEqual({ status: 'rate-limited' })
    await admin.setFault('origins', 500, 1)
    expect(await registry.getAllowedOrigins()).toEqual({ status: 'server-error' })
    await admin.setFault('origins', 'malformed', 1)
    expect(await registry.getAllowedOrigins()).toEqual({ status: 'ok', allowedOrigins: [] })
    const wrongPath = createRegistryClient({
      baseUrl: `${devnet.urls.registry}/missing`,
      projectId: 'x',
      sdkVersion: '1',
      logger: silentLogger(),
    })
    expect(await wrongPath.getAllowedOrigins()).toEqual({ status: 'ok', allowedOrigins: [] })
    expect(alerts.map((a) => a.code)).toEqual(['RATE_LIMITED', 'SERVER_ERROR'])
  })

  it('R-SEC-08 origins: 503 → SERVER_ERROR; 403 → empty list by default, or Origin Not Allowed when configured', async () => {
    const { registry } = client()
    await admin.setFault('origins', 503, 1)
    expect(await registry.getAllowedOrigins()).toEqual({ status: 'server-error' })
    await admin.setFault('origins', 403, 1)
    expect(await registry.getAllowedOrigins()).toEqual({ status: 'ok', allowedOrigins: [] })
    const strict = client({ originsForbidden: 'origin-not-allowed' })
    await admin.setFault('origins', 403, 1)
    expect(await strict.registry.getAllowedOrigins()).toEqual({ status: 'forbidden' })
    expect(strict.alerts.map((a) => a.title)).toEqual(['Origin Not Allowed'])
  })

  it('R-API-10 analytics config', async () => {
    const { registry } = client()
    expect(await registry.getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: true })
    await admin.setConfig({ isAnalyticsEnabled: false })
    expect(await registry.getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: false })
    await admin.setConfig({ isAnalyticsEnabled: true })
    await admin.setFault('analyticsConfig', 500, 1)
    expect(await registry.getAnalyticsConfig()).toEqual({ isAnalyticsEnabled: false })
  })

  it('R-ERR-20 alerts: invalid key → Invalid Project ID, 5xx config → Server Error, each once per client', async () => {
    await admin.setConfig({ projectIds: ['someone-else'] })
    const { registry, alerts } = client()
    await expect(registry.getProjectConfig()).rejects.toMatchObject({
      code: 'HTTP_STATUS_ERROR',
      status: 403,
    })
    await expect(registry.getWalletsPage(1)).rejects.toMatchObject({ status: 403 })
    await admin.setConfig({ projectIds: null })
    await admin.setFault('config', 500, 2)
    await expect(registry.getProjectConfig()).rejects.toMatchObject({ status: 500 })
    await expect(registry.getProjectConfig()).rejects.toMatchObject({ status: 500 })
    expect(alerts.map((a) => a.code)).toEqual(['INVALID_PROJECT_ID', 'SERVER_ERROR'])
  })

  it('R-ERR-18 a missing project id raises Project ID Not Configured once and makes no request', async () => {
    const { registry, alerts } = client({ projectId: '' })
    await expect(registry.getWalletsPage(1)).rejects.toMatchObject({ code: 'INVALID_CONFIG' })
    await expect(registry.getProjectConfig()).rejects.toMatchObject({ code: 'INVALID_CONFIG' })
    expect(alerts.map((a) => a.code)).toEqual(['PROJECT_ID_NOT_CONFIGURED'])
    expect(await admin.requests('registry')).toHaveLength(0)
  })

  it('R-API-32 a malformed body becomes INVALID_RESPONSE; 429 raises Rate Limited', async () => {
    const { registry, alerts } = client()
    await admin.setFault('getWallets', 'malformed', 1)
    const error = await registry.getWalletsPage(1).catch((e: unknown) => e)
    expect(isSigilError(error, 'INVALID_RESPONSE')).toBe(true)
    await admin.setFault('getWallets', 429, 1)
    await expect(registry.getWalletsPage(1)).rejects.toMatchObject({ status: 429 })
    expect(alerts.map((a) => a.code)).toEqual(['RATE_LIMITED'])
  })

  it('R-API-36 a hanging registry times out with SOMETHING_WENT_WRONG', async () => {
    const { registry } = client({ timeoutMs: 300 })
    await admin.setFault('getWallets', 'hang', 1)
    await expect(registry.getWalletsPage(1)).rejects.toMatchObject({
      code: 'SOMETHING_WENT_WRONG',
      shortMessage: 'Something went wrong',
    })
  })

  it('two clients with different base URLs stay apart', async () => {
    const second = await startDevnet({ port: 0, walletCount: 3 })
    try {
      const a = client()
      const b = client({ baseUrl: second.urls.registry })
      const [pageA, pageB] = await Promise.all([a.registry.getWalletsPage(1), b.registry.getWalletsPage(1)])
      expect(pageA.count).toBeGreaterThan(pageB.count)
      // Three generated wallets, the two the registry always lists, and the five phone wallets.
      expect(pageB.count).toBe(10)
      await admin.setFault('config', 500, 1)
      await expect(a.registry.getProjectConfig()).rejects.toMatchObject({ status: 500 })
      await expect(b.registry.getProjectConfig()).resolves.toMatchObject({ features: { email: true } })
      expect(a.alerts).toHaveLength(1)
      expect(b.alerts).toHaveLength(0)
    } finally {
      await second.stop()
    }
  })
})
