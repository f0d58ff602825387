import { afterEach, describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { testMainnet } from '../test/networks.js'
import { createSigil } from './createSigil.js'
import { createServerState } from './serverState.js'

const base = { projectId: 'test', networks: [testMainnet], storage: createMemoryStorage() }

afterEach(() => {
  vi.unstubAllGlobals()
})

describe('createSigil: locale (issue 22)', () => {
  it('the locale option wins, matched by language (pt-PT reads pt-BR, zh-HK zh-TW)', () => {
    vi.stubGlobal('navigator', { languages: ['ja-JP'] })
    expect(createSigil({ ...base, locale: 'pt-PT' }).getState().locale).toBe('pt-BR')
    expect(createSigil({ ...base, locale: 'zh-HK' }).getState().locale).toBe('zh-TW')
    expect(createSigil({ ...base, locale: 'sw' }).getState().locale).toBe('en')
  })

  it("unset, the browser's languages choose; the server state ignores them so hydration agrees", () => {
    vi.stubGlobal('navigator', { languages: ['sw-KE', 'de-AT', 'en'] })
    const client = createSigil(base)
    expect(client.getState().locale).toBe('de')
    expect(createServerState(client.config).locale).toBe('en')
    expect(createServerState({ ...base, locale: 'ar-EG' }).locale).toBe('ar')
  })

  it('a locale the app brings its own words for in `messages` can be chosen', () => {
    vi.stubGlobal('navigator', { languages: ['sw-KE'] })
    const client = createSigil({ ...base, messages: { sw: { 'title.Connect': 'Unganisha pochi' } } })
    expect(client.getState().locale).toBe('sw')
  })

  it('setLocale switches at run time, matched like the option, and tells subscribers once', () => {
    vi.stubGlobal('navigator', { languages: ['en-US'] })
    const client = createSigil({ ...base, locale: 'en' })
    const seen: string[] = []
    client.subscribe(
      (state) => state.locale,
      (locale) => seen.push(locale),
    )
    client.setLocale('fr-CA')
    client.setLocale('fr')
    client.setLocale('not a tag')
    expect(seen).toEqual(['fr', 'en'])
    expect(client.getState().locale).toBe('en')
  })
})
