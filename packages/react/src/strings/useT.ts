import { createContext, createElement, type ReactNode, useContext, useMemo } from 'react'
import { localeFormat } from '../format/localeFormat.js'
import { FormatContext } from '../format/useFormat.js'
import { createTranslator } from './createTranslator.js'
import { english } from './english.js'
import { MESSAGES, type Messages } from './messages.js'
import type { LocaleOf, Translate } from './messageTypes.js'

export type T = Translate<Messages>

const MessagesContext = /* @__PURE__ */ createContext<T>(english)

/** The lookup a view calls: `const t = useT()` then `t('send.review')`. English unless a provider says otherwise. */
export function useT(): T {
  return useContext(MessagesContext)
}

/**
 * The seam for other languages: everything below speaks `locale` from `table` (same keys as
 * the English source), with `messages` laid over it. Without a table, English with overrides.
 * Numbers and dates below follow `locale` too (`useFormat`).
 */
export function MessagesProvider({
  locale,
  table,
  messages,
  children,
}: {
  locale?: string
  table?: LocaleOf<Messages>
  messages?: Partial<LocaleOf<Messages>>
  children: ReactNode
}) {
  const t = useMemo(
    () =>
      createTranslator(table ?? MESSAGES, {
        ...(locale ? { locale } : {}),
        ...(messages ? { messages } : {}),
      }) as T,
    [locale, table, messages],
  )
  const format = useMemo(() => localeFormat(locale ?? 'en'), [locale])
  return createElement(
    MessagesContext.Provider,
    { value: t },
    createElement(FormatContext.Provider, { value: format }, children),
  )
}
