import { SIGIL_LOCALES, type SigilLocale, SOURCE_LOCALE } from './locales.js'

/** A tag in its canonical form (`iw` → `he`, `EN-us` → `en-US`), or undefined when it is not one. */
function canonical(tag: string): Intl.Locale | undefined {
  try {
    const [name] = Intl.getCanonicalLocales(tag)
    return name === undefined ? undefined : new Intl.Locale(name)
  } catch {
    return undefined
  }
}

/**
 * The locale to speak for a person who asked for `requested`, in order of preference (an app's
 * `locale` option, the page's `<html lang>`, the browser's languages): the first that `available`
 * holds exactly, else by language (any Portuguese reads pt-BR; Chinese by script: Traditional
 * — zh-HK, zh-MO, zh-Hant — reads zh-TW, Simplified zh-CN), else English. A tag that is not a
 * language tag is skipped.
 */
export function matchLocale(
  requested: readonly string[],
  available: readonly string[] = SIGIL_LOCALES,
): string {
  const offered = new Map(available.map((locale) => [locale.toLowerCase(), locale]))
  for (const tag of requested) {
    const locale = typeof tag === 'string' ? canonical(tag) : undefined
    if (!locale) continue
    const exact = offered.get(locale.baseName.toLowerCase())
    if (exact) return exact
    const byLanguage = nearest(locale, available)
    if (byLanguage) return byLanguage
  }
  return offered.get(SOURCE_LOCALE) ?? available[0] ?? SOURCE_LOCALE
}

function nearest(locale: Intl.Locale, available: readonly string[]): string | undefined {
  const full = locale.maximize()
  const candidates = available
    .map((entry) => ({ entry, locale: canonical(entry) }))
    .filter(({ locale: other }) => other?.language === locale.language)
  if (candidates.length === 0) return undefined
  // Same script first (zh-Hant-HK → zh-TW), then same region, then the first of the language.
  const sameScript = candidates.find(({ locale: other }) => other?.maximize().script === full.script)
  const sameRegion = candidates.find(({ locale: other }) => other?.maximize().region === full.region)
  return (sameScript ?? sameRegion ?? candidates[0])!.entry
}

/** Narrows a matched tag to Sigil's own locales. */
export const isSigilLocale = (tag: string): tag is SigilLocale =>
  (SIGIL_LOCALES as readonly string[]).includes(tag)
