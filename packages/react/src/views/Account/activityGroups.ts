import { type LocaleFormat, localeFormat } from '../../format/localeFormat.js'
import type { T } from '../../strings/useT.js'
import type { ActivityItem } from './accountItems.js'

export type ActivityGroup = { label: string; items: ActivityItem[] }

const dayStart = (time: number) => {
  const day = new Date(time)
  day.setHours(0, 0, 0, 0)
  return day.getTime()
}

/** Activity in the order given, grouped by the local day it was mined: Today, Yesterday, then dates. */
export function groupActivityByDay(
  items: readonly ActivityItem[],
  now: number,
  t: T,
  format: LocaleFormat = localeFormat('en-US'),
): ActivityGroup[] {
  const today = dayStart(now)
  const yesterday = dayStart(today - 1)
  const groups: ActivityGroup[] = []
  for (const item of items) {
    const day = item.minedAt === undefined ? undefined : dayStart(item.minedAt)
    const label =
      day === undefined
        ? t('activity.earlier')
        : day === today
          ? t('activity.today')
          : day === yesterday
            ? t('activity.yesterday')
            : format.day(day)
    const last = groups.at(-1)
    if (last?.label === label) last.items.push(item)
    else groups.push({ label, items: [item] })
  }
  return groups
}
