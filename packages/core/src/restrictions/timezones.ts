/**
 * Time zones where Sigil hides the onramp and swap features by default: the IANA zones
 * (and their legacy aliases) of mainland China, Hong Kong and Macau. Apps pass their own
 * list to widen or narrow it; an empty list turns the restriction off.
 */
export const DEFAULT_RESTRICTED_TIMEZONES = [
  'Asia/Shanghai',
  'Asia/Chongqing',
  'Asia/Chungking',
  'Asia/Harbin',
  'Asia/Urumqi',
  'Asia/Kashgar',
  'PRC',
  'Asia/Hong_Kong',
  'Hongkong',
  'Asia/Macau',
  'Asia/Macao',
] as const

/** What a restricted time zone hides. */
export const RESTRICTED_TIMEZONE_FEATURES = ['onramp', 'swaps'] as const
export type RestrictedFeature = (typeof RESTRICTED_TIMEZONE_FEATURES)[number]

export function isRestrictedTimezone(
  zone: string | undefined,
  list: readonly string[] = DEFAULT_RESTRICTED_TIMEZONES,
): boolean {
  return zone !== undefined && list.includes(zone)
}

/** The features to hide for a user in `zone` (none outside the list). */
export function featuresHiddenInTimezone(
  zone: string | undefined,
  list: readonly string[] = DEFAULT_RESTRICTED_TIMEZONES,
): readonly RestrictedFeature[] {
  return isRestrictedTimezone(zone, list) ? RESTRICTED_TIMEZONE_FEATURES : []
}
