import { readdirSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { MESSAGES } from '../messages.js'
import type { Message } from '../messageTypes.js'
import { hasLocaleChunk, type LocaleTable, loadLocale } from './loadLocale.js'

const PLACEHOLDER = /\{(\w+)\}/g

function placeholders(message: Message): string[] {
  const texts =
    typeof message === 'string' ? [message] : Object.values(message).filter((form) => form !== undefined)
  return [
    ...new Set(texts.flatMap((text) => [...text.matchAll(PLACEHOLDER)].map((match) => match[1]))),
  ].sort()
}

const shipped = readdirSync(new URL('.', import.meta.url))
  .filter((file) => /^[a-z]{2}(-[A-Z]{2})?\.ts$/.test(file))
  .map((file) => file.slice(0, -'.ts'.length))

/** What is wrong with a locale's table against the English source (empty when nothing is). */
function problems(locale: string, table: LocaleTable): string[] {
  const found: string[] = []
  const english = MESSAGES as Record<string, Message>
  const own = table as Record<string, Message>
  const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories
  for (const key of Object.keys(english)) if (!(key in own)) found.push(`missing ${key}`)
  for (const [key, message] of Object.entries(own)) {
    const source = english[key]
    if (source === undefined) {
      found.push(`extra ${key}`)
      continue
    }
    if (typeof source !== typeof message)
      found.push(`${key}: plural forms where English has a text, or the reverse`)
    if (placeholders(source).join() !== placeholders(message).join())
      found.push(
        `${key}: placeholders {${placeholders(message)}} where English has {${placeholders(source)}}`,
      )
    if (typeof message === 'object')
      for (const category of categories)
        if (!(category in message)) found.push(`${key}: no "${category}" form, which ${locale} needs`)
    for (const text of typeof message === 'string' ? [message] : Object.values(message))
      if (!text?.trim()) found.push(`${key}: empty`)
  }
  return found
}

describe('shipped locales (issue 22)', () => {
  it('every locale file is a chunk the modal can load', () => {
    expect(shipped.length).toBeGreaterThan(0)
    for (const locale of shipped) expect(hasLocaleChunk(locale), locale).toBe(true)
  })

  it.each(shipped)(
    '%s has every key of English, no other, the same placeholders and every plural form it needs',
    async (locale) => {
      expect(problems(locale, await loadLocale(locale))).toEqual([])
    },
  )

  it('the check itself catches a missing key, an extra key, a dropped or added placeholder and a missing plural form', () => {
    const good = { ...MESSAGES } as Record<string, Message>
    const bad = { ...good } as Record<string, Message>
    delete bad['common.back']
    bad['common.extra'] = 'Extra'
    bad['send.result.sent'] = 'Gesendet {amount}'
    bad['send.review'] = 'Prüfen {what}'
    bad['approve.waiting'] = { other: '{count} Anfragen' }
    expect(problems('de', bad as unknown as LocaleTable).sort()).toEqual(
      [
        'approve.waiting: no "one" form, which de needs',
        'extra common.extra',
        'missing common.back',
        'send.result.sent: placeholders {amount} where English has {amount,symbol}',
        'send.review: placeholders {what} where English has {}',
      ].sort(),
    )
    expect(problems('en', good as unknown as LocaleTable)).toEqual([])
  })
})
