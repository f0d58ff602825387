import { describe, expect, it } from 'vitest'
import { DEFAULT_RESTRICTED_TIMEZONES, featuresHiddenInTimezone, isRestrictedTimezone } from './timezones.js'

describe('restricted time zones', () => {
  it('R-CORE-29 mainland China, Hong Kong and Macau zones hide onramp and swaps', () => {
    for (const zone of ['Asia/Shanghai', 'Asia/Urumqi', 'Asia/Hong_Kong', 'Asia/Macau']) {
      expect(isRestrictedTimezone(zone)).toBe(true)
      expect(featuresHiddenInTimezone(zone)).toEqual(['onramp', 'swaps'])
    }
    expect(DEFAULT_RESTRICTED_TIMEZONES.every((zone) => isRestrictedTimezone(zone))).toBe(true)
  })

  it('R-CORE-29 other zones hide nothing', () => {
    for (const zone of ['Europe/Berlin', 'Asia/Taipei', 'Asia/Singapore', 'UTC', undefined]) {
      expect(isRestrictedTimezone(zone)).toBe(false)
      expect(featuresHiddenInTimezone(zone)).toEqual([])
    }
  })

  it('R-CORE-29 the list is configurable', () => {
    expect(isRestrictedTimezone('Europe/Berlin', ['Europe/Berlin'])).toBe(true)
    expect(featuresHiddenInTimezone('Asia/Shanghai', [])).toEqual([])
  })
})
