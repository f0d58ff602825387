import type { LocaleOf, Message, MessageTable, Translate } from './messageTypes.js'

const PLACEHOLDER = /\{(\w+)\}/g

function fill(text: string, params: Readonly<Record<string, string | number>>): string {
  return text.replace(PLACEHOLDER, (whole, name: string) => {
    const value = params[name]
    return value === undefined ? whole : String(value)
  })
}

/**
 * The lookup the views call. `table` is the English source; `locale` and `overrides` are the
 * seam for other languages: a locale's table (same keys) and an app's own strings lay over it.
 */
export function createTranslator<Table extends MessageTable>(
  table: Table,
  options: { locale?: string; messages?: Partial<LocaleOf<Table>> } = {},
): Translate<Table> {
  const locale = options.locale ?? 'en'
  const plural = new Intl.PluralRules(locale)
  const overrides: Partial<Record<string, Message>> = options.messages ?? {}
  return ((key: string, params: Readonly<Record<string, string | number>> = {}) => {
    const message = overrides[key] ?? table[key]
    if (message === undefined) return key
    if (typeof message === 'string') return fill(message, params)
    const count = Number(params.count)
    const form = message[plural.select(count)] ?? message.other
    return fill(form, { ...params, count: count.toLocaleString(locale) })
  }) as Translate<Table>
}
