import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../start-devnet.js'

let devnet: Devnet
const keys = 'projectId=devnet&st=appkit&sv=sigil-0.1.0'

beforeAll(async () => {
  devnet = await startDevnet({ walletCount: 600 })
})
afterAll(async () => {
  await devnet?.stop()
})

async function getJson(path: string, query = keys) {
  const response = await fetch(`${devnet.urls.registry}${path}${path.includes('?') ? '&' : '?'}${query}`)
  return { status: response.status, body: (await response.json()) as Record<string, unknown> }
}

interface Listing {
  id: string
  name: string
  rdns: string | null
  chains: string[]
  badge_type: string
  image_id: string
  image_url: string
}

describe('wallet registry', () => {
  it('R-API-01 listings carry every field of a wallet listing', async () => {
    const { status, body } = await getJson('/getWallets?page=1&entries=40')
    expect(status).toBe(200)
    const data = body.data as Listing[]
    expect(body.count).toBe(607)
    for (const wallet of data) {
      expect(Object.keys(wallet)).toEqual(
        expect.arrayContaining([
          'id',
          'name',
          'image_id',
          'image_url',
          'mobile_link',
          'desktop_link',
          'webapp_link',
          'chrome_store',
          'app_store',
          'play_store',
          'homepage',
          'rdns',
          'chains',
        ]),
      )
      for (const field of ['chrome_store', 'app_store', 'play_store', 'homepage'] as const) {
        const link = (wallet as unknown as Record<string, unknown>)[field]
        if (link !== null) expect(link, field).toMatch(/^https:\/\/[a-z0-9.-]+\.example\//)
      }
    }
    // Where to get a wallet: the test wallets (listed first, so recommended) have every store link.
    expect(
      data.filter((wallet) => (wallet as unknown as { app_store: unknown }).app_store !== null).length,
    ).toBeGreaterThan(0)
    expect(data.map((wallet) => wallet.rdns)).toEqual(
      expect.arrayContaining(['dev.sigil.testwallet', 'dev.sigil.devwallet']),
    )
  })

  it('R-API-01 lists real phone wallets under their registry ids, rdns and app schemes', async () => {
    const searched = async (term: string) =>
      ((await getJson(`/getWallets?search=${term}`)).body.data as (Listing & Record<string, unknown>)[])[0]
    expect(await searched('Phantom')).toMatchObject({
      id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
      rdns: 'app.phantom',
      mobile_link: 'phantom://',
    })
    expect(await searched('Solflare')).toMatchObject({
      id: '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79',
      rdns: 'com.solflare',
    })
    expect(await searched('MetaMask')).toMatchObject({
      id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
      rdns: 'io.metamask',
      mobile_link: 'metamask://',
    })
  })

  it('R-API-44 pages of 40 do not overlap and cover the catalogue', async () => {
    const first = (await getJson('/getWallets?page=1&entries=40')).body.data as Listing[]
    const second = (await getJson('/getWallets?page=2&entries=40')).body.data as Listing[]
    const last = (await getJson('/getWallets?page=16&entries=40')).body.data as Listing[]
    expect(first).toHaveLength(40)
    expect(second).toHaveLength(40)
    expect(new Set([...first, ...second].map((wallet) => wallet.id)).size).toBe(80)
    expect(last).toHaveLength(607 - 15 * 40)
  })

  it('R-API-08 include, exclude, search, badge_type and chains filter the list', async () => {
    const all = (await getJson('/getWallets?entries=1000')).body.data as Listing[]
    const [a, b, c] = all
    const included = (await getJson(`/getWallets?include=${a!.id},${b!.id}`)).body
    expect((included.data as Listing[]).map((wallet) => wallet.id)).toEqual([a!.id, b!.id])
    const excluded = (await getJson(`/getWallets?entries=1000&exclude=${a!.id},${c!.id}`)).body
    expect(excluded.count).toBe(605)
    expect((excluded.data as Listing[]).some((wallet) => wallet.id === a!.id)).toBe(false)

    const searched = (await getJson('/getWallets?search=SIGIL%20test')).body
    expect((searched.data as Listing[]).map((wallet) => wallet.name)).toEqual(['Sigil Test Wallet'])

    const certified = (await getJson('/getWallets?entries=1000&badge_type=certified')).body
    expect(certified.count).toBe(all.filter((wallet) => wallet.badge_type === 'certified').length)
    expect((certified.data as Listing[]).every((wallet) => wallet.badge_type === 'certified')).toBe(true)

    const bitcoin = 'bip122:000000000019d6689c085ae165831e93'
    const byChain = (await getJson(`/getWallets?entries=1000&chains=${bitcoin}`)).body
    expect(byChain.count).toBeGreaterThan(0)
    expect(byChain.count).toBeLessThan(607)
    expect((byChain.data as Listing[]).every((wallet) => wallet.chains.includes(bitcoin))).toBe(true)
  })

  it('R-API-05 a call without projectId, st or sv is refused naming the parameter', async () => {
    for (const [query, missing] of [
      ['st=a&sv=b', 'projectId'],
      ['projectId=p&sv=b', 'st'],
      ['projectId=p&st=a', 'sv'],
    ] as const) {
      const { status, body } = await getJson('/getWallets', query)
      expect(status).toBe(400)
      expect(body.message).toContain(missing)
    }
  })

  it('R-API-05 the admin request log records projectId, st and sv of registry calls', async () => {
    await getJson('/getWallets?entries=40')
    const log = (await (await fetch(`${devnet.urls.admin}/requests?service=registry`)).json()) as {
      requests: { path: string; query: Record<string, string> }[]
    }
    const last = log.requests.at(-1)!
    expect(last.path).toBe('/registry/getWallets')
    expect(last.query).toMatchObject({ projectId: 'devnet', st: 'appkit', sv: 'sigil-0.1.0', entries: '40' })
  })

  it('R-API-09 image routes return deterministic SVG and 404 JSON for unknown ids', async () => {
    const wallet = ((await getJson('/getWallets?entries=1')).body.data as Listing[])[0]!
    const paths = [
      `/getWalletImage/${wallet.image_id}`,
      '/public/getAssetImage/ba0ba0cd-17c6-4806-ad93-f9d174f17900',
      '/public/getAssetImage/devnet-31337',
      '/public/getCurrencyImage/USD',
      '/public/getTokenImage/dUSD',
    ]
    for (const path of paths) {
      const response = await fetch(`${devnet.urls.registry}${path}?${keys}`)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('image/svg+xml')
      const text = await response.text()
      expect(text.startsWith('<svg')).toBe(true)
      const again = await (await fetch(`${devnet.urls.registry}${path}?${keys}`)).text()
      expect(again).toBe(text)
    }
    // A name is not an asset id on the hosted registry: it is a 404 here too.
    expect((await fetch(`${devnet.urls.registry}/public/getAssetImage/ethereum?${keys}`)).status).toBe(404)
    const unknown = await fetch(`${devnet.urls.registry}/getWalletImage/nope?${keys}`)
    expect(unknown.status).toBe(404)
    expect(((await unknown.json()) as { message: string }).message).toContain('nope')
  })

  it("R-API-02 R-API-06 the project config lists the registry's feature ids and follows admin changes", async () => {
    const { body } = await getJson('/appkit/v1/config')
    const features = body.features as { id: string; isEnabled: boolean; config: string[] | null }[]
    expect(features.map((feature) => feature.id)).toEqual([
      'multi_wallet',
      'activity',
      'swap',
      'onramp',
      'social_login',
      'reown_branding',
      'reown_authentication',
      'fund_from_exchange',
      'payments',
      'headless',
    ])
    expect(features.find((feature) => feature.id === 'social_login')?.config).toEqual([
      'email',
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
    await fetch(`${devnet.urls.admin}/config`, {
      method: 'POST',
      body: JSON.stringify({ features: { email: false, swaps: false } }),
    })
    const after = (await getJson('/appkit/v1/config')).body.features as {
      id: string
      isEnabled: boolean
      config: string[] | null
    }[]
    expect(after.find((feature) => feature.id === 'social_login')?.config).not.toContain('email')
    expect(after.find((feature) => feature.id === 'swap')?.isEnabled).toBe(false)
    expect(after.find((feature) => feature.id === 'activity')?.isEnabled).toBe(true)
  })

  it('R-API-07 R-API-10 origins and analytics config are served', async () => {
    expect((await getJson('/projects/v1/origins')).body).toEqual({
      allowedOrigins: ['http://localhost:*', 'http://127.0.0.1:*'],
    })
    expect((await getJson('/getAnalyticsConfig')).body).toEqual({ isAnalyticsEnabled: true })
  })

  it('answers CORS preflight and sets Access-Control-Allow-Origin', async () => {
    const preflight = await fetch(`${devnet.urls.registry}/getWallets`, {
      method: 'OPTIONS',
      headers: { Origin: 'http://127.0.0.1:5173', 'Access-Control-Request-Method': 'GET' },
    })
    expect(preflight.status).toBe(204)
    expect(preflight.headers.get('access-control-allow-origin')).toBe('*')
    const response = await fetch(`${devnet.urls.registry}/getWallets?${keys}`)
    expect(response.headers.get('access-control-allow-origin')).toBe('*')
  })
})

describe('analytics intake', () => {
  it('R-API-33 stores a valid event with its query parameters and refuses a bad one', async () => {
    const event = {
      eventId: 'e-1',
      url: 'http://127.0.0.1:5173/',
      domain: '127.0.0.1',
      timestamp: Date.now(),
      props: { type: 'track', event: 'MODAL_OPEN' },
    }
    const accepted = await fetch(`${devnet.urls.analytics}/e?${keys}`, {
      method: 'POST',
      body: JSON.stringify(event),
    })
    expect(accepted.status).toBe(202)
    const bad = await fetch(`${devnet.urls.analytics}/e?${keys}`, {
      method: 'POST',
      body: JSON.stringify({ ...event, props: { type: 'track' } }),
    })
    expect(bad.status).toBe(400)
    expect(((await bad.json()) as { message: string }).message).toContain('props.event')
    const noKeys = await fetch(`${devnet.urls.analytics}/e`, { method: 'POST', body: JSON.stringify(event) })
    expect(noKeys.status).toBe(400)
    const stored = (await (await fetch(`${devnet.urls.admin}/analytics`)).json()) as {
      events: { projectId: string; sv: string; event: typeof event }[]
    }
    expect(stored.events).toHaveLength(1)
    expect(stored.events[0]).toMatchObject({ projectId: 'devnet', sv: 'sigil-0.1.0', event })
  })
})

describe('fault switches', () => {
  const setFault = (body: unknown) =>
    fetch(`${devnet.urls.admin}/faults`, { method: 'POST', body: JSON.stringify(body) })

  it('403, 429, 500 and 503 apply for the given number of requests, then the route recovers', async () => {
    for (const mode of [403, 429, 500, 503]) {
      expect((await setFault({ route: 'origins', mode, times: 1 })).status).toBe(200)
      expect((await getJson('/projects/v1/origins')).status).toBe(mode)
      expect((await getJson('/projects/v1/origins')).status).toBe(200)
    }
  })

  it('malformed gives a 200 whose body is not JSON; a path prefix selects routes', async () => {
    await setFault({ route: '/registry/getWallets', mode: 'malformed' })
    const response = await fetch(`${devnet.urls.registry}/getWallets?${keys}`)
    expect(response.status).toBe(200)
    await expect(response.json()).rejects.toThrow()
    await setFault({ route: '/registry/getWallets', mode: 'ok' })
    expect((await getJson('/getWallets')).status).toBe(200)
  })

  it('hang never answers until cleared', async () => {
    await setFault({ route: 'analyticsConfig', mode: 'hang' })
    const pending = fetch(`${devnet.urls.registry}/getAnalyticsConfig?${keys}`, {
      signal: AbortSignal.timeout(300),
    })
    await expect(pending).rejects.toThrow()
    await fetch(`${devnet.urls.admin}/faults`, { method: 'DELETE' })
    expect((await getJson('/getAnalyticsConfig')).status).toBe(200)
  })

  it('an unknown mode is refused with a message', async () => {
    const response = await setFault({ route: 'origins', mode: 418 })
    expect(response.status).toBe(400)
    expect(((await response.json()) as { message: string }).message).toContain('mode')
  })

  it('a restricted projectId list answers other projects 403 invalid key', async () => {
    await fetch(`${devnet.urls.admin}/config`, {
      method: 'POST',
      body: JSON.stringify({ projectIds: ['only-this'] }),
    })
    const refused = await getJson('/getWallets')
    expect(refused.status).toBe(403)
    expect(refused.body.message).toBe('invalid key')
    expect((await getJson('/getWallets', 'projectId=only-this&st=a&sv=b')).status).toBe(200)
    await fetch(`${devnet.urls.admin}/config`, { method: 'POST', body: JSON.stringify({ projectIds: null }) })
  })
})
