import { readdirSync } from 'node:fs'
import { gzipSync } from 'node:zlib'
import { describe, expect, it } from 'vitest'
import { loadLocale } from './loadLocale.js'

/** Issue 22: a whole locale is at most 12 KiB gzip, so choosing one costs little. */
const LOCALE_BUDGET_BYTES = 12 * 1024

const shipped = readdirSync(new URL('.', import.meta.url))
  .filter((file) => /^[a-z]{2}(-[A-Z]{2})?\.ts$/.test(file))
  .map((file) => file.slice(0, -'.ts'.length))

describe('locale chunk sizes (issue 22)', () => {
  it.each(shipped)('%s is at most 12 KiB gzip', async (locale) => {
    // A locale's chunk is its table and nothing else: minified, it is this text give or take
    // the few bytes of `export default` (an esbuild chunk, minified and gzipped, measures within about 2 % of it).
    const table = JSON.stringify(await loadLocale(locale))
    const bytes = gzipSync(table, { level: 9 }).byteLength
    expect(bytes, `${locale}: ${(bytes / 1024).toFixed(1)} KiB`).toBeLessThanOrEqual(LOCALE_BUDGET_BYTES)
  })
})
