import { describe, expect, it } from 'vitest'
import { localeFormat } from '../../format/localeFormat.js'
import { english } from '../../strings/english.js'
import type { ActivityItem } from './accountItems.js'
import { groupActivityByDay } from './activityGroups.js'

const NOW = new Date(2026, 10, 24, 15, 0).getTime()
const at = (key: string, minedAt?: number): ActivityItem => ({
  key,
  title: 'Sent',
  direction: 'out',
  failed: false,
  ...(minedAt === undefined ? {} : { minedAt }),
})
const items = [
  at('a', new Date(2026, 10, 24, 9, 0).getTime()),
  at('b', new Date(2026, 10, 23, 22, 0).getTime()),
  at('c', new Date(2026, 4, 14, 11, 41).getTime()),
  at('d', new Date(2026, 4, 14, 8, 0).getTime()),
  at('e'),
]

describe('activity grouped by day, dates in the active locale (issue 22)', () => {
  it('Today and Yesterday are words of the table; older days are written as the locale writes dates', () => {
    const labels = (locale: string) =>
      groupActivityByDay(items, NOW, english, localeFormat(locale)).map((group) => [
        group.label,
        group.items.map((item) => item.key).join(''),
      ])
    expect(labels('en')).toEqual([
      ['Today', 'a'],
      ['Yesterday', 'b'],
      ['May 14, 2026', 'cd'],
      ['Earlier', 'e'],
    ])
    expect(labels('de')[2]).toEqual(['14. Mai 2026', 'cd'])
    expect(labels('ja')[2]).toEqual(['2026年5月14日', 'cd'])
    expect(labels('ar')[2]?.[0]?.replace(/[\u200e\u200f\u061c]/g, '')).toBe('14 مايو 2026')
  })
})
