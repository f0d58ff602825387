import { afterEach, describe, expect, it, vi } from 'vitest'
import { matchLocale } from './matchLocale.js'
import { pageLanguages } from './pageLanguages.js'

const page = (lang: string | null, languages: readonly string[], language = languages[0] ?? '') => {
  vi.stubGlobal('document', {
    documentElement: { getAttribute: (name: string) => (name === 'lang' ? lang : null) },
  })
  vi.stubGlobal('navigator', { languages, language })
}

afterEach(() => vi.unstubAllGlobals())

describe('pageLanguages', () => {
  it('the page’s <html lang> comes before the browser’s languages', () => {
    page('ja', ['de-DE', 'en'])
    expect(pageLanguages()).toEqual(['ja', 'de-DE', 'en'])
    expect(matchLocale(pageLanguages())).toBe('ja')
  })

  it('without a lang attribute, the browser’s languages in their order; an old browser’s single language', () => {
    page(null, ['pt-PT', 'en'])
    expect(matchLocale(pageLanguages())).toBe('pt-BR')
    page('  ', [], 'uk-UA')
    expect(pageLanguages()).toEqual(['uk-UA'])
  })

  it('on a server there is nothing to read, and English is spoken', () => {
    vi.stubGlobal('document', undefined)
    vi.stubGlobal('navigator', undefined)
    expect(pageLanguages()).toEqual([])
    expect(matchLocale(pageLanguages())).toBe('en')
  })
})
