import { type LocaleFormat, localeFormat } from '../../format/localeFormat.js'
import type { T } from '../../strings/useT.js'
import type { ActivityItem } from './accountItems.js'

export type ActivityGroup = { label: string; items: ActivityItem[] }

const dayStart = (time: number) => {
  const day = new Date(time)
  day.setHours(0, 0, 0, 0)
  return day.getTime()
}

/** The heading of an activity's day: Today, Yesterday, a date, or Earlier when it has none. */
export function activityDayLabeller(
  now: number,
  t: T,
  format: LocaleFormat = localeFormat('en-US'),
): (item: ActivityItem) => string {
  const today = dayStart(now)
  const yesterday = dayStart(today - 1)
  return (item) => {
    const day = item.minedAt === undefined ? undefined : dayStart(item.minedAt)
    return day === undefined
      ? t('activity.earlier')
      : day === today
        ? t('activity.today')
        : day === yesterday
          ? t('activity.yesterday')
          : format.day(day)
  }
}

/** Activity in the order given, grouped by the local day it was mined: Today, Yesterday, then dates. */
export function groupActivityByDay(
  items: readonly ActivityItem[],
  now: number,
  t: T,
  format: LocaleFormat = localeFormat('en-US'),
): ActivityGroup[] {
  const labelOf = activityDayLabeller(now, t, format)
  const groups: ActivityGroup[] = []
  for (const item of items) {
    const label = labelOf(item)
    const last = groups.at(-1)
    if (last?.label === label) last.items.push(item)
    else groups.push({ label, items: [item] })
  }
  return groups
}
