import { useSigilSelector } from '@sigil/react'
import { useDemoClient } from './useDemoClient.js'

/** The languages the modal ships so far, each named in itself. */
const LANGUAGES = [
  ['en', 'English'],
  ['de', 'Deutsch'],
  ['ja', '日本語'],
  ['ar', 'العربية'],
  ['es', 'Español'],
  ['fr', 'Français'],
  ['it', 'Italiano'],
  ['pt-BR', 'Português (Brasil)'],
  ['nl', 'Nederlands'],
  ['pl', 'Polski'],
  ['tr', 'Türkçe'],
  ['id', 'Bahasa Indonesia'],
  ['vi', 'Tiếng Việt'],
  ['he', 'עברית'],
  ['ru', 'Русский'],
  ['uk', 'Українська'],
  ['hi', 'हिन्दी'],
  ['ko', '한국어'],
  ['th', 'ไทย'],
  ['zh-CN', '简体中文'],
  ['zh-TW', '繁體中文'],
] as const

/** Switches the modal's language at run time through `client.setLocale`, open or not. */
export function LanguageMenu() {
  const client = useDemoClient()
  // Unset, the modal follows the page's `<html lang>`, which is English here.
  const locale = useSigilSelector((state) => state.locale) ?? 'en'
  return (
    <select
      className="button button--ghost language-menu"
      aria-label="Modal language"
      value={locale}
      onChange={(event) => client.setLocale(event.target.value)}
    >
      {LANGUAGES.map(([tag, name]) => (
        <option key={tag} value={tag} lang={tag}>
          {name}
        </option>
      ))}
    </select>
  )
}
