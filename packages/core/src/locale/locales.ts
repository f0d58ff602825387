/** The languages Sigil's own words come in; English is the source the others are made from. */
export const SIGIL_LOCALES = [
  'ar',
  'de',
  'en',
  'es',
  'fr',
  'he',
  'hi',
  'id',
  'it',
  'ja',
  'ko',
  'nl',
  'pl',
  'pt-BR',
  'ru',
  'th',
  'tr',
  'uk',
  'vi',
  'zh-CN',
  'zh-TW',
] as const

export type SigilLocale = (typeof SIGIL_LOCALES)[number]

export const SOURCE_LOCALE: SigilLocale = 'en'

/** Written right to left: the modal mirrors for these. */
const RIGHT_TO_LEFT = new Set(['ar', 'he', 'fa', 'ur'])

/** `rtl` for a right-to-left language (by its language subtag), else `ltr`. */
export function textDirection(locale: string): 'ltr' | 'rtl' {
  return RIGHT_TO_LEFT.has(locale.split('-')[0]!.toLowerCase()) ? 'rtl' : 'ltr'
}
