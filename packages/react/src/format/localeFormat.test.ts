import { describe, expect, it } from 'vitest'
import { RATE_SIGNIFICANT_DIGITS } from './formatSignificant.js'
import { localeFormat } from './localeFormat.js'
import { numberLocale } from './numberLocale.js'

// 2026-11-24 14:05 local time: dates are shown in the reader's own time zone.
const NOV_24 = new Date(2026, 10, 24, 14, 5).getTime()
const strip = (text: string | undefined) => text?.replace(/[\u200e\u200f\u061c]/g, '')

describe('numbers, amounts and dates in the active locale (issue 22)', () => {
  it('builds no Intl formatter until a view uses one, then reuses it (the first costs milliseconds of a page’s start)', () => {
    const { NumberFormat, DateTimeFormat } = Intl
    const made = { numbers: 0, dates: 0 }
    Intl.NumberFormat = class extends NumberFormat {
      constructor(...args: ConstructorParameters<typeof NumberFormat>) {
        super(...args)
        made.numbers++
      }
    } as typeof NumberFormat
    Intl.DateTimeFormat = class extends DateTimeFormat {
      constructor(...args: ConstructorParameters<typeof DateTimeFormat>) {
        super(...args)
        made.dates++
      }
    } as typeof DateTimeFormat
    try {
      const format = localeFormat('nl')
      expect(format.locale).toBe('nl')
      expect(format.ltr('0xabc')).toBe('0xabc')
      expect(made).toEqual({ numbers: 0, dates: 0 })
      expect(format.number(1234)).toBe('1.234')
      expect(format.number(5678)).toBe('5.678')
      expect(made).toEqual({ numbers: 1, dates: 0 })
      expect(format.day(NOV_24)).toBe('24 november 2026')
      format.day(NOV_24)
      expect(made).toEqual({ numbers: 1, dates: 1 })
    } finally {
      Intl.NumberFormat = NumberFormat
      Intl.DateTimeFormat = DateTimeFormat
    }
  })

  it('R-UI-22 a balance keeps 3 decimals and groups thousands as each locale writes them', () => {
    expect(localeFormat('en').balance('1234.5678', 'ETH')).toBe('1,234.568 ETH')
    expect(localeFormat('de').balance('1234.5678', 'ETH')).toBe('1.234,568 ETH')
    expect(localeFormat('ja').balance('1234.5678', 'ETH')).toBe('1,234.568 ETH')
    expect(localeFormat('ar').balance('1234.5678', 'ETH')).toBe('1,234.568 ETH')
    // Exact: a long decimal string is not rounded through a float on the way.
    expect(localeFormat('de').balance('10000.6998')).toBe('10.000,700')
    expect(localeFormat('de').balance('not a number')).toBeUndefined()
    expect(localeFormat('de').units(1_500_000_000_000_000_000n, 18, 'ETH')).toBe('1,500 ETH')
  })

  it('Arabic keeps Latin digits (ar-u-nu-latn): never Arabic-Indic, whichever the engine’s default', () => {
    expect(numberLocale('ar')).toBe('ar-u-nu-latn')
    expect(numberLocale('ar-EG')).toBe('ar-EG-u-nu-latn')
    expect(numberLocale('de')).toBe('de')
    const ar = localeFormat('ar-EG')
    for (const text of [
      ar.balance('1234.5'),
      ar.usd(1234.5),
      ar.number(1234),
      ar.day(NOV_24),
      ar.percent(0.5),
    ])
      expect(text).not.toMatch(/[\u0660-\u0669\u06f0-\u06f9]/)
  })

  it('fees keep 4 significant digits and rates 6, in the locale', () => {
    expect(localeFormat('en').significant('0.00002100')).toBe('0.000021')
    expect(localeFormat('de').significant('1234.5678')).toBe('1.235')
    expect(localeFormat('de').significantUnits(21_000_000_000_000n, 18)).toBe('0,000021')
    expect(localeFormat('ja').significant('3456.789123', RATE_SIGNIFICANT_DIGITS)).toBe('3,456.79')
    expect(localeFormat('ar').significant('1234.5678')).toBe('1,235')
  })

  it('fiat values in US dollars, placed as the locale places the currency', () => {
    expect(localeFormat('en').usd(1234.5)).toBe('$1,234.50')
    expect(localeFormat('de').usd(1234.5)).toBe('1.234,50\u00a0$')
    expect(localeFormat('ja').usd(1234.5)).toBe('$1,234.50')
    expect(strip(localeFormat('ar').usd(1234.5))).toBe('1,234.50\u00a0US$')
  })

  it('an on-ramp payment amount to the cent, in any currency; text that is no number stays', () => {
    expect(localeFormat('en').money('1234.5')).toBe('1,234.50')
    expect(localeFormat('de').money('1234.5')).toBe('1.234,50')
    expect(localeFormat('ja').money('30')).toBe('30.00')
    expect(localeFormat('ar').money('1234.5')).toBe('1,234.50')
    expect(localeFormat('de').money('')).toBe('')
    expect(localeFormat('de').money('n/a')).toBe('n/a')
  })

  it('percentages and counts', () => {
    expect(localeFormat('en').percent(0.5)).toBe('0.5%')
    expect(localeFormat('de').percent(0.5)).toBe('0,5\u00a0%')
    expect(localeFormat('ja').percent(1)).toBe('1%')
    expect(strip(localeFormat('ar').percent(0.5))).toBe('0.5%')
    expect(localeFormat('de').number(12345)).toBe('12.345')
    expect(localeFormat('en').number(12345)).toBe('12,345')
  })

  it('activity days and times', () => {
    expect(localeFormat('en').day(NOV_24)).toBe('November 24, 2026')
    expect(localeFormat('de').day(NOV_24)).toBe('24. November 2026')
    expect(localeFormat('ja').day(NOV_24)).toBe('2026年11月24日')
    expect(strip(localeFormat('ar').day(NOV_24))).toBe('24 نوفمبر 2026')
    expect(localeFormat('en').dateTime(NOV_24)).toBe('Nov 24, 14:05')
    expect(localeFormat('de').dateTime(NOV_24)).toBe('24. Nov., 14:05')
    expect(localeFormat('ja').dateTime(NOV_24)).toBe('11月24日 14:05')
    expect(strip(localeFormat('ar').dateTime(NOV_24))).toMatch(/^24 نوفمبر،? 14:05$/)
  })
})
