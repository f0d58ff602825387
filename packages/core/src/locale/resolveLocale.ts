import { SIGIL_LOCALES } from './locales.js'
import { matchLocale } from './matchLocale.js'

/** What a config needs for choosing a locale (the client's `locale` and `messages` options). */
export type LocaleConfig = {
  locale?: string
  messages?: { readonly [locale: string]: unknown }
}

/** The locales a client can speak: Sigil's own and any an app brings its whole table for in `messages`. */
export function availableLocales(config: LocaleConfig): string[] {
  return [...SIGIL_LOCALES, ...Object.keys(config.messages ?? {})]
}

/**
 * The locale a client starts in: the `locale` option when set, else what the page asks for
 * (`languages`, from `pageLanguages()` in a browser). A server passes no languages, so a page
 * rendered there speaks the option or English, whatever the reader's browser says.
 */
export function resolveLocale(config: LocaleConfig, languages: readonly string[] = []): string {
  const requested = config.locale ? [config.locale] : languages
  return matchLocale(requested, availableLocales(config))
}
