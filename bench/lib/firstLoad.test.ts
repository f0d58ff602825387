import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import {
  describeFirstLoad,
  FIRST_LOAD_BUDGETS,
  type FirstLoad,
  measureFirstLoad,
  reactModulesOf,
} from './firstLoad.js'
import { describeLocaleChunks, LOCALE_CHUNK_BUDGET_KIB, shippedLocales } from './localeChunks.js'

const BENCH = path.dirname(path.dirname(fileURLToPath(import.meta.url)))
const ROOT = path.dirname(BENCH)

// Sizes are deterministic: one Vite build per page, exactly as `npm run bench` builds it. Each page is
// priced over the bare React page built the same way with the React that page resolves (its own
// 18.3.1 once `npm run bench` has installed it, the workspace's otherwise), so the figures hold
// whichever React resolves, and whichever of the bench apps a partial bench run installed.
describe('the first load of the bench pages (initial JS, gzip)', () => {
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
      page = measureFirstLoad(path.join(BENCH, 'apps', name))
      pages.set(name, page)
    }
    return page
  }

  for (const [name, budget] of Object.entries(FIRST_LOAD_BUDGETS))
    it(`the ${name} page adds at most ${budget} KiB gzip to a bare React page`, async () => {
      const page = await pageOnce(name)
      const base = await floorWith(reactModulesOf(path.join(BENCH, 'apps', name)))
      expect(base.react, "the floor is built with the page's React").toBe(page.react)
      const report = describeFirstLoad(name, page, base)
      console.log(report)
      const addedKiB = (page.figures.initialJs.gzip - base.figures.initialJs.gzip) / 1024
      expect(addedKiB, `over budget:\n${report}`).toBeLessThanOrEqual(budget)
    }, 120_000)

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
