import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Devnet, startDevnet } from '../start-devnet.js'

let devnet: Devnet
const keys = 'projectId=devnet&st=appkit&sv=sigil-0.1.0'

beforeAll(async () => {
  devnet = await startDevnet({ walletCount: 10 })
})

/** The admin's registry switches, called as a test harness calls them. */
function registryAdmin(adminUrl: string) {
  const call = async (method: string, path: string, body?: unknown) => {
    const response = await fetch(`${adminUrl}${path}`, {
      method,
      headers: { 'content-type': 'application/json' },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    })
    if (!response.ok) throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`)
    const text = await response.text()
    return text === '' ? undefined : (JSON.parse(text) as unknown)
  }
  return {
    setRegistryWallets: (input: Record<string, unknown>) => call('POST', '/registry/wallets', input),
    setRegistryImage: (input: Record<string, unknown>) => call('POST', '/registry/images', input),
    resetRegistry: () => call('DELETE', '/registry'),
  }
}
afterAll(async () => {
  await devnet?.stop()
})

describe('registry overrides (admin)', () => {
  it('serves hostile listings as given, a generated catalogue of any size and any image, until reset', async () => {
    const admin = registryAdmin(devnet.urls.admin)
    const hostile = [
      { id: 'x', name: '<script>alert(1)</script>', image_url: 'javascript:alert(1)' },
      { id: 7 },
    ]
    expect(await admin.setRegistryWallets({ listings: hostile, generate: 50_000 })).toEqual({ count: 50_004 })
    const page = await (await fetch(`${devnet.urls.registry}/getWallets?page=1&entries=2&${keys}`)).json()
    expect(page).toEqual({ data: hostile, count: 50_004 })
    const search = await (await fetch(`${devnet.urls.registry}/getWallets?search=script&${keys}`)).json()
    expect(search.count).toBe(1)

    await admin.setRegistryImage({ id: 'huge', contentType: 'image/svg+xml', bytes: 2_000_000 })
    const image = await fetch(`${devnet.urls.registry}/getWalletImage/huge?${keys}`)
    expect(image.headers.get('content-type')).toBe('image/svg+xml')
    expect((await image.text()).length).toBeGreaterThan(2_000_000)

    await admin.resetRegistry()
    const restored = await (await fetch(`${devnet.urls.registry}/getWallets?page=1&entries=1&${keys}`)).json()
    expect(restored.count).toBe(17)
    expect((await fetch(`${devnet.urls.registry}/getWalletImage/huge?${keys}`)).status).toBe(404)
  })

  it('R-SEC-11 lies on request: a reported count of any number, every match to every page', async () => {
    const admin = registryAdmin(devnet.urls.admin)
    await admin.setRegistryWallets({ generate: 5, count: 1e9, ignorePaging: true })
    const page = await (await fetch(`${devnet.urls.registry}/getWallets?page=3&entries=2&${keys}`)).json()
    expect(page.count).toBe(1e9)
    // The generated catalogue also holds the devnet test wallets.
    expect(page.data.length).toBeGreaterThanOrEqual(5)
    await admin.resetRegistry()
    const restored = await (await fetch(`${devnet.urls.registry}/getWallets?page=3&entries=2&${keys}`)).json()
    expect(restored).toMatchObject({ count: 17 })
    expect(restored.data).toHaveLength(2)
  })
})
