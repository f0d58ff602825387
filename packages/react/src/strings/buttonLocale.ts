import type { SigilConfig } from '@sigil/core'
import { numberLocale } from '../format/numberLocale.js'
import { activeLocale } from './activeLocale.js'
import { BUTTON_MESSAGES } from './buttonMessages.js'
import { hasLocaleChunk, loadLocale } from './locales/loadLocale.js'

export type ButtonKey = keyof typeof BUTTON_MESSAGES

/** What the closed buttons say, and the locale their balance is written in. */
export type ButtonWords = { readonly [Key in ButtonKey]: string } & { readonly numbers?: string }

/**
 * The closed buttons' words in the locale the modal would speak (`activeLocale`): the app's own
 * words first, then the locale's table, else English. It is a chunk of its own, loaded after
 * the page's first load, so no locale but English is in it.
 */
export async function buttonWords(
  requested: string | undefined,
  config: Pick<SigilConfig, 'messages'>,
): Promise<ButtonWords> {
  const locale = activeLocale(requested, config)
  const table = hasLocaleChunk(locale) ? await loadLocale(locale) : undefined
  const overrides = config.messages?.[locale]
  const words: Record<string, string> = {}
  for (const key of Object.keys(BUTTON_MESSAGES) as ButtonKey[]) {
    const chosen = overrides?.[key] ?? table?.[key]
    words[key] = typeof chosen === 'string' ? chosen : BUTTON_MESSAGES[key]
  }
  return { ...(words as { [Key in ButtonKey]: string }), numbers: numberLocale(locale) }
}
