import { afterEach, describe, expect, it, vi } from 'vitest'
import { defaultIsMobile, onMobilePlatform } from './defaultIsMobile.js'

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1'
const ANDROID =
  'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Mobile Safari/537.36'
const MAC =
  'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15'
const LINUX =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/126.0.0.0 Safari/537.36'

type Page = {
  userAgent: string
  mobileHint?: boolean
  touchPoints?: number
  /** The media features the page matches: 'coarse' (pointer), 'nohover', 'narrow' (≤ 430 px). */
  media?: readonly ('coarse' | 'nohover' | 'narrow')[]
}

function onPage({ userAgent, mobileHint, touchPoints = 0, media = [] }: Page): void {
  vi.stubGlobal('navigator', {
    userAgent,
    maxTouchPoints: touchPoints,
    ...(mobileHint === undefined ? {} : { userAgentData: { mobile: mobileHint } }),
  })
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches:
      (!query.includes('pointer:coarse') || media.includes('coarse')) &&
      (!query.includes('hover:none') || media.includes('nohover')) &&
      (!query.includes('max-width:430px') || media.includes('narrow')),
  }))
}

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('defaultIsMobile: a phone from what the page can see', () => {
  it('R-STATE-08 the browser saying it is mobile, or a phone or tablet OS in the user agent, is a phone', () => {
    onPage({ userAgent: LINUX, mobileHint: true })
    expect(defaultIsMobile()).toBe(true)
    onPage({ userAgent: IPHONE, touchPoints: 5 })
    expect(defaultIsMobile()).toBe(true)
    onPage({ userAgent: ANDROID, mobileHint: true, touchPoints: 5 })
    expect(defaultIsMobile()).toBe(true)
    // iPadOS asks for desktop pages; a Mac has no touch points.
    onPage({ userAgent: MAC, touchPoints: 5 })
    expect(defaultIsMobile()).toBe(true)
  })

  it('R-STATE-08 a narrow desktop window stays a desktop: a mouse that hovers, whatever the width', () => {
    onPage({ userAgent: LINUX, mobileHint: false, media: ['narrow'] })
    expect(defaultIsMobile()).toBe(false)
    onPage({ userAgent: MAC, media: ['narrow'] })
    expect(defaultIsMobile()).toBe(false)
    // A touch laptop: touch points, but its primary pointer is fine and hovers.
    onPage({ userAgent: LINUX, touchPoints: 10, media: ['narrow'] })
    expect(defaultIsMobile()).toBe(false)
  })

  it('R-STATE-08 a browser hiding its platform is a phone only by a phone screen: coarse, no hover, narrow', () => {
    onPage({ userAgent: LINUX, touchPoints: 1, media: ['coarse', 'nohover', 'narrow'] })
    expect(defaultIsMobile()).toBe(true)
    // A wide touch screen without hover (a kiosk, a TV) is not taken for a phone.
    onPage({ userAgent: LINUX, touchPoints: 1, media: ['coarse', 'nohover'] })
    expect(defaultIsMobile()).toBe(false)
  })

  it('a wallet’s in-app browser needs the platform to say phone: a touch screen’s size alone is not enough', () => {
    onPage({ userAgent: LINUX, touchPoints: 1, media: ['coarse', 'nohover', 'narrow'] })
    expect(onMobilePlatform({})).toBe(false)
    onPage({ userAgent: ANDROID, touchPoints: 5, media: ['coarse', 'nohover', 'narrow'] })
    expect(onMobilePlatform({})).toBe(true)
    onPage({ userAgent: MAC, touchPoints: 5 })
    expect(onMobilePlatform({})).toBe(true)
    // The app's own answer wins either way.
    expect(onMobilePlatform({ isMobile: () => false })).toBe(false)
    onPage({ userAgent: LINUX })
    expect(onMobilePlatform({ isMobile: () => true })).toBe(true)
  })

  it('without a navigator (server rendering) nothing is a phone', () => {
    vi.stubGlobal('navigator', undefined)
    expect(defaultIsMobile()).toBe(false)
    expect(onMobilePlatform({})).toBe(false)
  })
})
