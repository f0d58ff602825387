import { describe, expect, it } from 'vitest'
import { SIGIL_LOCALES, textDirection } from './locales.js'
import { matchLocale } from './matchLocale.js'

describe('matchLocale', () => {
  it('an exact locale wins, whatever its case', () => {
    expect(matchLocale(['de'])).toBe('de')
    expect(matchLocale(['PT-br'])).toBe('pt-BR')
    expect(matchLocale(['zh-tw'])).toBe('zh-TW')
  })

  it('falls back by language: pt-PT reads pt-BR, de-AT reads de, en-GB reads en', () => {
    expect(matchLocale(['pt-PT'])).toBe('pt-BR')
    expect(matchLocale(['pt'])).toBe('pt-BR')
    expect(matchLocale(['de-AT'])).toBe('de')
    expect(matchLocale(['en-GB'])).toBe('en')
    expect(matchLocale(['es-419'])).toBe('es')
  })

  it('Chinese by script: Traditional (HK, MO, Hant) reads zh-TW, Simplified (SG, plain zh, Hans) zh-CN', () => {
    expect(matchLocale(['zh-HK'])).toBe('zh-TW')
    expect(matchLocale(['zh-MO'])).toBe('zh-TW')
    expect(matchLocale(['zh-Hant'])).toBe('zh-TW')
    expect(matchLocale(['zh-SG'])).toBe('zh-CN')
    expect(matchLocale(['zh'])).toBe('zh-CN')
    expect(matchLocale(['zh-Hans-HK'])).toBe('zh-CN')
    // Without zh-TW on offer, Traditional still reads Chinese rather than English.
    expect(matchLocale(['zh-HK'], ['en', 'zh-CN'])).toBe('zh-CN')
  })

  it('legacy tags are read in their canonical form (iw → he, in → id)', () => {
    expect(matchLocale(['iw'])).toBe('he')
    expect(matchLocale(['in-ID'])).toBe('id')
  })

  it('regional and legacy tags of he, ru, uk, hi, ko, th and Chinese reach their shipped locale', () => {
    expect(matchLocale(['he-IL'])).toBe('he')
    expect(matchLocale(['iw-IL'])).toBe('he')
    expect(matchLocale(['ru-RU'])).toBe('ru')
    expect(matchLocale(['ru-UA'])).toBe('ru')
    expect(matchLocale(['uk-UA'])).toBe('uk')
    expect(matchLocale(['hi-IN'])).toBe('hi')
    expect(matchLocale(['ko-KR'])).toBe('ko')
    expect(matchLocale(['th-TH'])).toBe('th')
    expect(matchLocale(['zh-Hans-CN'])).toBe('zh-CN')
    expect(matchLocale(['zh-Hans-SG'])).toBe('zh-CN')
    expect(matchLocale(['zh-Hant-TW'])).toBe('zh-TW')
    expect(matchLocale(['zh-Hant-HK'])).toBe('zh-TW')
    // Ukrainian is not Russian, nor the reverse, whatever the region.
    expect(matchLocale(['uk'], ['en', 'ru'])).toBe('en')
  })

  it('takes the first request it can serve, skips what is not a language tag, and ends in English', () => {
    expect(matchLocale(['sw', 'fr-CA', 'de'])).toBe('fr')
    expect(matchLocale(['not a tag', '', 'ja-JP'])).toBe('ja')
    expect(matchLocale(['sw', 'am'])).toBe('en')
    expect(matchLocale([])).toBe('en')
  })

  it('serves only what is available (an app that ships its own table for a locale Sigil lacks)', () => {
    expect(matchLocale(['sw-KE'], [...SIGIL_LOCALES, 'sw'])).toBe('sw')
    expect(matchLocale(['fr'], ['en', 'de'])).toBe('en')
  })
})

describe('textDirection', () => {
  it('Arabic and Hebrew are right to left, with or without a region; the others left to right', () => {
    expect(textDirection('ar')).toBe('rtl')
    expect(textDirection('ar-EG')).toBe('rtl')
    expect(textDirection('he')).toBe('rtl')
    for (const locale of SIGIL_LOCALES.filter((entry) => entry !== 'ar' && entry !== 'he'))
      expect(textDirection(locale)).toBe('ltr')
  })
})
