import { loadOnce } from '@sigil/core/internal'
import type { Messages } from '../messages.js'
import type { LocaleOf } from '../messageTypes.js'

export type LocaleTable = LocaleOf<Messages>

type Module = { default: LocaleTable }

/** Each shipped locale is its own chunk, fetched the first time it is chosen. English is not here: it is the source. */
const CHUNKS: { readonly [locale: string]: () => Promise<Module> } = {
  ar: () => import('./ar.js'),
  de: () => import('./de.js'),
  es: () => import('./es.js'),
  fr: () => import('./fr.js'),
  he: () => import('./he.js'),
  hi: () => import('./hi.js'),
  id: () => import('./id.js'),
  it: () => import('./it.js'),
  ja: () => import('./ja.js'),
  ko: () => import('./ko.js'),
  nl: () => import('./nl.js'),
  pl: () => import('./pl.js'),
  'pt-BR': () => import('./pt-BR.js'),
  ru: () => import('./ru.js'),
  th: () => import('./th.js'),
  tr: () => import('./tr.js'),
  uk: () => import('./uk.js'),
  vi: () => import('./vi.js'),
  'zh-CN': () => import('./zh-CN.js'),
  'zh-TW': () => import('./zh-TW.js'),
}

const loaders = new Map<string, () => Promise<LocaleTable>>()
const loaded = new Map<string, LocaleTable>()

/** Whether Sigil ships a table for `locale` (English and an app's own locales have none to load). */
export function hasLocaleChunk(locale: string): boolean {
  return Object.hasOwn(CHUNKS, locale)
}

/** The table of a locale already loaded, so a modal opened again speaks it from its first frame. */
export function loadedLocale(locale: string): LocaleTable | undefined {
  return loaded.get(locale)
}

/** Loads a shipped locale's table once (a failed load is tried again on the next call). */
export function loadLocale(locale: string): Promise<LocaleTable> {
  const chunk = CHUNKS[locale]
  if (!chunk) return Promise.reject(new Error(`No table for locale ${locale}`))
  let load = loaders.get(locale)
  if (!load) {
    load = loadOnce(async () => {
      const table = (await chunk()).default
      loaded.set(locale, table)
      return table
    })
    loaders.set(locale, load)
  }
  return load()
}
