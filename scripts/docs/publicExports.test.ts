import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { API_DIR } from './apiDocs.js'
import {
  entryFiles,
  exportedNames,
  exportsPage,
  generateExportsPage,
  INTERNAL_SUBPATH,
  publicEntries,
  starExports,
  starExportsOf,
} from './publicExports.js'

const root = process.cwd()
const entries = entryFiles(root)

describe('the public API: named exports, listed in docs/api/exports.md', () => {
  it('finds `export *` and `export * as` statements, and nothing else', () => {
    const text = [
      "export * from './a.js'",
      "export * as b from './b.js'",
      "export { c } from './c.js'",
      "export type { D } from './d.js'",
      'export const e = 1',
      "// export * from './f.js'",
    ].join('\n')
    expect(starExports(text)).toEqual(["export * from './a.js'", "export * as b from './b.js'"])
  })

  it('every entry of every public package, the internal one included, names what it exports (no `export *`)', () => {
    expect(entries.map((entry) => entry.specifier)).toContain('@sigil/core')
    expect(entries.map((entry) => entry.specifier)).toContain('@sigil/core/internal')
    const stars = entries.flatMap((entry) =>
      starExportsOf(entry).map((line) => `${entry.specifier}: ${line}`),
    )
    expect(stars, 'name the exports: `export { a, type B } from`').toEqual([])
  })

  it('the internal entry is not public, and lists no name the root exports', () => {
    const pub = publicEntries(entries).map((entry) => entry.subpath)
    expect(pub).toContain('.')
    expect(pub).not.toContain(INTERNAL_SUBPATH)
    const core = entries.filter((entry) => entry.pkg.name === '@sigil/core')
    const names = exportedNames(
      root,
      core.filter((entry) => entry.subpath === '.' || entry.subpath === INTERNAL_SUBPATH),
    )
    const rootNames = new Set(names.get('@sigil/core')?.map((entry) => entry.name))
    const both = (names.get('@sigil/core/internal') ?? []).filter((entry) => rootNames.has(entry.name))
    expect(both.map((entry) => entry.name)).toEqual([])
    // The client's internal type and members stay out of the root.
    expect(rootNames.has('SigilClient')).toBe(true)
    expect(rootNames.has('SigilInternalClient')).toBe(false)
  }, 120_000)

  it('lists each entry under its specifier, types marked', () => {
    const page = exportsPage(
      new Map([
        [
          '@sigil/x',
          [
            { name: 'a', kind: 'value' },
            { name: 'B', kind: 'type' },
          ],
        ],
      ]),
    )
    expect(page).toContain('## @sigil/x\n\n- `a`\n- `B` type\n')
  })

  it('docs/api/exports.md is what the current entries export (on a difference: `npm run docs:api`, and say it in CHANGELOG.md)', () => {
    const committed = readFileSync(join(root, API_DIR, 'exports.md'), 'utf8')
    expect(committed).toBe(generateExportsPage(root))
  }, 120_000)
})
