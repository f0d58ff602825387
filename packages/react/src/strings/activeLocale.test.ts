import { afterEach, describe, expect, it, vi } from 'vitest'
import { activeLocale } from './activeLocale.js'

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('activeLocale (issue 22)', () => {
  it('the locale asked for wins, matched by language: pt-PT reads pt-BR, zh-HK zh-TW, an unknown one English', () => {
    vi.stubGlobal('navigator', { languages: ['ja-JP'] })
    expect(activeLocale('pt-PT', {})).toBe('pt-BR')
    expect(activeLocale('zh-HK', {})).toBe('zh-TW')
    expect(activeLocale('sw', {})).toBe('en')
    expect(activeLocale('not a tag', {})).toBe('en')
  })

  it("unset, the page's languages choose, in order", () => {
    vi.stubGlobal('navigator', { languages: ['sw-KE', 'de-AT', 'en'] })
    expect(activeLocale(undefined, {})).toBe('de')
  })

  it('a locale the app brings its own words for in `messages` can be chosen', () => {
    vi.stubGlobal('navigator', { languages: ['sw-KE'] })
    expect(activeLocale(undefined, { messages: { sw: { 'title.Connect': 'Unganisha pochi' } } })).toBe('sw')
  })
})
