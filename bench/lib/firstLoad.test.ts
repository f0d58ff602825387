import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  describeFirstLoad,
  FIRST_LOAD_BUDGETS,
  FIRST_LOAD_HEADROOM_KIB,
  type FirstLoad,
  type FirstLoadPage,
  firstLoadVerdict,
  measureFirstLoad,
  reactModulesOf,
} from './firstLoad.js'
import { describeLocaleChunks, LOCALE_CHUNK_BUDGET_KIB, shippedLocales } from './localeChunks.js'
import { type PackedPackage, packWorkspace } from './packed.js'

const BENCH = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const ROOT = path.dirname(BENCH)

// Sizes are deterministic: one Vite build per page, exactly as `npm run bench` builds it. Each page is
// priced over the bare React page built the same way with the React that page resolves (its own
// 18.3.1 once `npm run bench` has installed it, the workspace's otherwise), so the figures hold
// whichever React resolves, and whichever of the bench apps a partial bench run installed.
// SIGIL_SIZE_PACKED=1 prices the packages as `npm pack` ships them (each package's dist built by its
// prepack, the tarballs installed into a copy of the page) instead of their source: a few minutes more.
const PACKED = process.env.SIGIL_SIZE_PACKED === '1'
describe(`the first load of the bench pages (initial JS, gzip, ${PACKED ? 'packed packages' : 'workspace source'})`, () => {
  let packed: Promise<PackedPackage[]> | undefined
  const tarballs = () => {
    packed ??= packWorkspace(ROOT, fs.mkdtempSync(path.join(os.tmpdir(), 'sigil-size-tarballs-')))
    return packed
  }
  const floors = new Map<string, Promise<FirstLoad>>()
  const floorWith = (reactFrom: string) => {
    let floor = floors.get(reactFrom)
    if (!floor) {
      floor = measureFirstLoad(path.join(BENCH, 'peers', 'apps', 'react-floor'), reactFrom)
      floors.set(reactFrom, floor)
    }
    return floor
  }
  // Each page is built once, for its budget and for its locale chunks.
  const pages = new Map<string, Promise<FirstLoad>>()
  const pageOnce = (name: string) => {
    let page = pages.get(name)
    if (!page) {
      const dir = path.join(BENCH, 'apps', name)
      page = PACKED
        ? tarballs().then((packages) => measureFirstLoad(dir, undefined, { root: ROOT, packages }))
        : measureFirstLoad(dir)
      pages.set(name, page)
    }
    return page
  }

  for (const [name, budget] of Object.entries(FIRST_LOAD_BUDGETS))
    it(
      `the ${name} page's initial JS keeps ${FIRST_LOAD_HEADROOM_KIB} KiB of headroom under its ${budget} KiB gzip budget with React 18.3.1`,
      async () => {
        const page = await pageOnce(name)
        const base = await floorWith(reactModulesOf(path.join(BENCH, 'apps', name)))
        expect(base.react, "the floor is built with the page's React").toBe(page.react)
        const verdict = firstLoadVerdict(name as FirstLoadPage, page, base)
        const report = `${verdict.line}\n${describeFirstLoad(name, page, base)}`
        console.log(report)
        // The headroom is held, not only the budget: the next feature needs room to land lazily.
        expect(verdict.totalKiB, `over budget:\n${report}`).toBeLessThanOrEqual(budget)
        expect(
          verdict.headroomKiB,
          `under the ${FIRST_LOAD_HEADROOM_KIB} KiB of headroom to keep:\n${report}`,
        ).toBeGreaterThanOrEqual(FIRST_LOAD_HEADROOM_KIB)
      },
      PACKED ? 900_000 : 120_000,
    )

  it(`each shipped locale is its own chunk of at most ${LOCALE_CHUNK_BUDGET_KIB} KiB gzip`, async () => {
    const { locales } = await pageOnce('sigil')
    const report = describeLocaleChunks(locales)
    console.log(report)
    expect(
      locales.map((chunk) => chunk.locale),
      report,
    ).toEqual(shippedLocales(ROOT))
    for (const chunk of locales) {
      expect(chunk.tables, `${chunk.locale} shares its chunk:\n${report}`).toEqual([chunk.locale])
      expect(chunk.gzip / 1024, `${chunk.locale} over budget:\n${report}`).toBeLessThanOrEqual(
        LOCALE_CHUNK_BUDGET_KIB,
      )
    }
  }, 120_000)
})
