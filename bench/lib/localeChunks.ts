import fs from 'node:fs'
import path from 'node:path'
import type { BundleFigures, ModuleSizes, Size } from './build.js'

/** The cost rule of a locale: a whole locale, fetched when chosen, is at most this much gzip. */
export const LOCALE_CHUNK_BUDGET_KIB = 12

export type LocaleChunk = Size & {
  locale: string
  file: string
  /** Every locale table in the same chunk (only `locale` itself when each is its own chunk). */
  tables: string[]
}

const LOCALES_DIR = 'packages/react/src/strings/locales'
const LOCALE_FILE = /^([a-z]{2}(?:-[A-Z]{2})?)\.ts$/

/** The locales `@sigil/react` ships a table for (one file each beside `loadLocale.ts`). */
export function shippedLocales(root: string): string[] {
  return fs
    .readdirSync(path.join(root, LOCALES_DIR))
    .map((file) => file.match(LOCALE_FILE)?.[1])
    .filter((locale): locale is string => locale !== undefined)
    .sort()
}

/** The same folder in a packed @sigil/react, as installed: its built tables. */
const PACKED_LOCALES_DIR = 'node_modules/@sigil/react/dist/strings/locales'
const PACKED_LOCALE_FILE = /^([a-z]{2}(?:-[A-Z]{2})?)\.js$/

/** The locale a built module is the table of, if it is one (from source or from the packed dist). */
function localeOf(moduleId: string): string | undefined {
  const clean = moduleId.replace(/^\0/, '').split('?')[0] ?? moduleId
  if (path.dirname(clean).endsWith(LOCALES_DIR)) return path.basename(clean).match(LOCALE_FILE)?.[1]
  if (path.dirname(clean).endsWith(PACKED_LOCALES_DIR))
    return path.basename(clean).match(PACKED_LOCALE_FILE)?.[1]
  return undefined
}

/** Each locale table's chunk in a built page, with the chunk's size, by locale. */
export function localeChunks(figures: BundleFigures, modules: ModuleSizes): LocaleChunk[] {
  const found: LocaleChunk[] = []
  for (const [file, ids] of Object.entries(modules)) {
    const tables = Object.keys(ids)
      .map(localeOf)
      .filter((locale): locale is string => locale !== undefined)
      .sort()
    const size = figures.sizes[file] ?? { raw: 0, gzip: 0, brotli: 0 }
    for (const locale of tables) found.push({ locale, file, tables, ...size })
  }
  return found.sort((a, b) => a.locale.localeCompare(b.locale))
}

const kib = (bytes: number) => (bytes / 1024).toFixed(2)

/** One line per locale: its chunk's gzip, brotli and raw size against the budget. */
export function describeLocaleChunks(chunks: LocaleChunk[]): string {
  return [
    `locale chunks (budget ${LOCALE_CHUNK_BUDGET_KIB} KiB gzip each):`,
    ...chunks.map(
      (c) =>
        `  ${c.locale.padEnd(6)} ${kib(c.gzip).padStart(6)} KiB gzip  ${kib(c.brotli).padStart(6)} KiB brotli  ${kib(c.raw).padStart(6)} KiB raw  ${c.file}` +
        (c.tables.length > 1 ? `  (shared with ${c.tables.filter((t) => t !== c.locale).join(', ')})` : ''),
    ),
  ].join('\n')
}

/** The same as a Markdown section for bench/results/summary.md. */
export function renderLocaleChunks(chunks: LocaleChunk[] | { error: string } | undefined): string {
  if (!chunks) return ''
  if ('error' in chunks) return `\n## Locale chunks\n\nFailed: ${chunks.error.split('\n')[0]}\n`
  if (chunks.length === 0) return '\n## Locale chunks\n\nNo locale chunk found in the Sigil page.\n'
  const rows = chunks.map(
    (c) =>
      `| ${c.locale} | ${kib(c.gzip)} | ${kib(c.brotli)} | ${kib(c.raw)} | ${c.gzip / 1024 <= LOCALE_CHUNK_BUDGET_KIB ? 'ok' : 'over'} |`,
  )
  return `\n## Locale chunks (Sigil page; each loaded when chosen, budget ${LOCALE_CHUNK_BUDGET_KIB} KiB gzip)\n\n| locale | gzip KiB | brotli KiB | raw KiB | verdict |\n|---|---|---|---|---|\n${rows.join('\n')}\n`
}
