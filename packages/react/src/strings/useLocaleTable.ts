import type { SigilClient } from '@sigil/core'
import { createLogger } from '@sigil/core/internal'
import { useEffect, useMemo, useState } from 'react'
import { useSigilSelector } from '../hooks/useSigilSelector.js'
import { activeLocale } from './activeLocale.js'
import { hasLocaleChunk, type LocaleTable, loadedLocale, loadLocale } from './locales/loadLocale.js'

/** What the modal speaks now: a locale and its table (none: English, the source). */
export type ShownLocale = { locale: string; table?: LocaleTable }

function immediately(locale: string): ShownLocale | undefined {
  if (!hasLocaleChunk(locale)) return { locale }
  const table = loadedLocale(locale)
  return table ? { locale, table } : undefined
}

/**
 * Follows the client's locale (matched by `activeLocale`). A shipped locale's chunk loads when it is chosen; until it
 * arrives the modal keeps speaking what it spoke (English at first), then re-renders. A chunk
 * that fails to load leaves the modal in English, with a warning in the log.
 */
export function useLocaleTable(client: SigilClient): ShownLocale {
  const requested = useSigilSelector((state) => state.locale)
  const locale = useMemo(() => activeLocale(requested, client.config), [requested, client])
  const [shown, setShown] = useState<ShownLocale>(() => immediately(locale) ?? { locale: 'en' })
  useEffect(() => {
    const now = immediately(locale)
    if (now) {
      setShown(now)
      return
    }
    let live = true
    loadLocale(locale).then(
      (table) => {
        if (live) setShown({ locale, table })
      },
      (error: unknown) => {
        createLogger({
          ...(client.config.logLevel ? { level: client.config.logLevel } : {}),
          ...(client.config.logSink ? { sink: client.config.logSink } : {}),
        }).warn(`The ${locale} words did not load; the modal speaks English`, error)
        if (live) setShown({ locale: 'en' })
      },
    )
    return () => {
      live = false
    }
  }, [locale, client])
  return shown
}
