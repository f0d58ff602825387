import { describe, expect, it } from 'vitest'
import { walletListingSchema, walletsPageSchema } from './schemas.js'

const listing = (overrides: Record<string, unknown> = {}) => ({
  id: 'w1',
  name: 'Wallet',
  image_url: 'https://wallet.test/w.png',
  mobile_link: 'wallet://',
  desktop_link: 'https://wallet.test/desktop',
  webapp_link: 'https://app.wallet.test',
  rdns: 'test.wallet',
  chains: [],
  ...overrides,
})

describe('wallet listings', () => {
  it('R-SEC-11 keeps http(s) images, the wallet’s own scheme for mobile and desktop links, https web links', () => {
    expect(walletListingSchema(listing())).toMatchObject({
      image_url: 'https://wallet.test/w.png',
      mobile_link: 'wallet://',
      desktop_link: 'https://wallet.test/desktop',
      webapp_link: 'https://app.wallet.test',
    })
  })

  it('R-SEC-11 drops javascript:, data: and foreign-scheme URLs but keeps the listing', () => {
    const decoded = walletListingSchema(
      listing({
        name: '<img src=x onerror=alert(1)>',
        image_url: 'javascript:alert(1)',
        mobile_link: 'javascript:alert(1)',
        desktop_link: 'data:text/html,<script>alert(1)</script>',
        webapp_link: 'wallet://not-a-web-link',
      }),
    )
    expect(decoded).toMatchObject({
      id: 'w1',
      name: '<img src=x onerror=alert(1)>',
      mobile_link: null,
      desktop_link: null,
      webapp_link: null,
    })
    expect(decoded.image_url).toBeUndefined()
    expect(walletListingSchema(listing({ image_url: 'data:text/html,x' })).image_url).toBeUndefined()
    expect(walletListingSchema(listing({ image_url: 'file:///etc/passwd' })).image_url).toBeUndefined()
  })

  it('R-SEC-11 keeps https store links (extension, App Store, Google Play, website) and drops any other, or a non-string, as if absent', () => {
    const kept = walletListingSchema(
      listing({
        chrome_store: 'https://extensions.wallet.test/w1',
        app_store: 'https://apps.wallet.test/app/w1',
        play_store: 'https://play.wallet.test/w1',
        homepage: 'https://wallet.test/',
      }),
    )
    expect(kept).toMatchObject({
      chrome_store: 'https://extensions.wallet.test/w1',
      app_store: 'https://apps.wallet.test/app/w1',
      play_store: 'https://play.wallet.test/w1',
      homepage: 'https://wallet.test/',
    })
    const dropped = walletListingSchema(
      listing({
        chrome_store: 'http://extensions.wallet.test/w1',
        app_store: 'javascript:alert(1)',
        play_store: 'wallet://store',
        homepage: 42,
      }),
    )
    expect(dropped.id).toBe('w1')
    for (const field of ['chrome_store', 'app_store', 'play_store', 'homepage'] as const)
      expect(dropped[field], field).toBeUndefined()
    expect(walletListingSchema(listing()).homepage).toBeUndefined()
  })

  it('R-SEC-11 a page drops a repeated id and the listings that fail, reporting each', () => {
    const dropped: unknown[] = []
    const page = walletsPageSchema((error) => dropped.push(error))({
      data: [listing(), listing({ name: 'Copy' }), listing({ id: 'w2', rdns: 'test.wallet' }), { id: 3 }],
      count: 4,
    })
    expect(page.data.map((w) => [w.id, w.name])).toEqual([
      ['w1', 'Wallet'],
      ['w2', 'Wallet'],
    ])
    expect(dropped).toHaveLength(2)
  })

  it('R-SEC-11 a page answering more listings than were asked reads only those asked', () => {
    const dropped: unknown[] = []
    const data = Array.from({ length: 50_000 }, (_, index) => listing({ id: `w${index}` }))
    const page = walletsPageSchema(
      (error) => dropped.push(error),
      40,
    )({ data: [...data, { id: 3 }], count: 3 })
    expect(page.data).toHaveLength(40)
    expect(page.count).toBe(3)
    expect(dropped).toEqual([])
  })
})
