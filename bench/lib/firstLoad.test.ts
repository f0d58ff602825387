import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { describeFirstLoad, FIRST_LOAD_BUDGETS, type FirstLoad, measureFirstLoad } from './firstLoad.js'

const BENCH = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

// Sizes are deterministic: one Vite build per page, exactly as `npm run bench` builds it. Each page is
// priced over the bare React page built the same way, so the figures hold whichever React resolves.
describe('the first load of the bench pages (initial JS, gzip)', () => {
  let floor: FirstLoad
  const floorOnce = async () => {
    floor ??= await measureFirstLoad(path.join(BENCH, 'peers', 'apps', 'react-floor'))
    return floor
  }

  for (const [name, budget] of Object.entries(FIRST_LOAD_BUDGETS))
    it(`the ${name} page adds at most ${budget} KiB gzip to a bare React page`, async () => {
      const [base, page] = [await floorOnce(), await measureFirstLoad(path.join(BENCH, 'apps', name))]
      const report = describeFirstLoad(name, page, base)
      console.log(report)
      const addedKiB = (page.figures.initialJs.gzip - base.figures.initialJs.gzip) / 1024
      expect(addedKiB, `over budget:\n${report}`).toBeLessThanOrEqual(budget)
    }, 120_000)
})
