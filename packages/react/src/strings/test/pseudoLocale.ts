import type { LocaleTable } from '../locales/loadLocale.js'
import { MESSAGES } from '../messages.js'
import type { Message, PluralForms } from '../messageTypes.js'

export const PSEUDO_OPEN = '⟦'
export const PSEUDO_CLOSE = '⟧'

const ACCENTED: Record<string, string> = {
  a: 'á',
  e: 'é',
  i: 'í',
  o: 'ó',
  u: 'ú',
  A: 'Á',
  E: 'É',
  O: 'Ó',
  y: 'ý',
}

/** One text made long and foreign-looking, its placeholders kept: `Sent {amount}` → `⟦Séñt {amount} ~~~~⟧`. */
function pseudo(text: string): string {
  const parts = text.split(/(\{\w+\})/)
  const accented = parts.map((part) =>
    part.startsWith('{') ? part : part.replace(/[aeiouAEOy]/g, (c) => ACCENTED[c] ?? c),
  )
  const padding = '~'.repeat(Math.ceil(text.length * 0.4))
  return `${PSEUDO_OPEN}${accented.join('')}${padding ? ` ${padding}` : ''}${PSEUDO_CLOSE}`
}

/**
 * The pseudo-locale: every English text wrapped in markers and 40 % longer. Rendered through
 * the views, any text on screen without the markers was not looked up through the table.
 */
export function createPseudoLocale(): LocaleTable {
  const table: Record<string, Message> = {}
  for (const [key, message] of Object.entries(MESSAGES as Record<string, Message>))
    table[key] =
      typeof message === 'string'
        ? pseudo(message)
        : (Object.fromEntries(
            Object.entries(message).map(([form, text]) => [form, pseudo(text)]),
          ) as PluralForms)
  return table as LocaleTable
}
