// `npx tsx --conditions=sigil-source bench/openCost.ts [sigil,react-floor] [runs]` (after `npm run bench`, which builds the pages)
//
// What opening the modal costs the main thread, without the frame timing the bench's "click →
// wallet options visible" carries: on a fresh page, once idle loading has run, the connect button
// is clicked from script and, in the same task, the first wallet option's box is read, which
// forces the style and layout the next frame would do. Prints medians: the click's own handlers,
// the forced style and layout, and the whole.
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { appSpecs } from './lib/apps.js'
import { benchPage } from './lib/benchPage.js'
import { CHROME_ARGS } from './lib/runPage.js'
import { serveDist } from './lib/serve.js'
import { median, sleep } from './lib/stats.js'

type Sample = { click: number; styleAndLayout: number; total: number }

const BENCH = path.dirname(fileURLToPath(import.meta.url))
const names = (process.argv[2] ?? 'sigil,react-floor').split(',')
const runs = Number(process.argv[3] ?? 12)
const specs = appSpecs(BENCH)
const samples: Record<string, Sample[]> = {}
const browser = await chromium.launch({
  executablePath: process.env.SIGIL_CHROMIUM ?? '/usr/bin/chromium',
  headless: true,
  args: CHROME_ARGS,
})
try {
  for (let run = 0; run < runs; run++)
    for (const name of names) {
      const spec = specs[name]
      if (!spec) throw new Error(`unknown page ${name}`)
      const server = await serveDist(path.join(spec.dir, 'dist'))
      const context = await browser.newContext({ viewport: { width: 1280, height: 800 } })
      try {
        const page = await benchPage(context, spec)
        await page.goto(server.url, { waitUntil: 'load' })
        await sleep(1500)
        const sample = await page.evaluate(measureOpen, {
          button: spec.buttonInPage ?? spec.button,
          wallets: spec.wallets,
        })
        samples[name] = [...(samples[name] ?? []), sample]
      } finally {
        await context.close()
        await server.close()
      }
    }
} finally {
  await browser.close()
}
const ms = (values: number[]) => (median(values) ?? Number.NaN).toFixed(2).padStart(6)
for (const [name, rows] of Object.entries(samples))
  console.log(
    `${name.padEnd(12)} click ${ms(rows.map((r) => r.click))}  style+layout ${ms(rows.map((r) => r.styleAndLayout))}  total ${ms(rows.map((r) => r.total))} ms (median of ${rows.length})`,
  )

/** Runs in the page; self-contained. */
function measureOpen({ button, wallets }: { button: string; wallets: string }): Promise<Sample> {
  const deepFirst = (selector: string): Element | null => {
    const roots: (Document | ShadowRoot)[] = [document]
    while (roots.length) {
      const root = roots.pop() as Document | ShadowRoot
      const found = root.querySelector(selector)
      if (found) return found
      for (const e of root.querySelectorAll('*')) if (e.shadowRoot) roots.push(e.shadowRoot)
    }
    return null
  }
  const target = deepFirst(button)
  if (!(target instanceof HTMLElement)) throw new Error('no connect button')
  const start = performance.now()
  target.click()
  const clicked = performance.now()
  // After the render the click queued as a microtask (React flushes a discrete update there).
  return new Promise((resolve, reject) =>
    queueMicrotask(() => {
      const rendered = performance.now()
      const option = deepFirst(wallets)
      const found = performance.now()
      if (!option) return reject(new Error('no wallet option after the click'))
      option.getBoundingClientRect()
      const end = performance.now()
      resolve({
        click: clicked - start,
        styleAndLayout: end - found,
        total: end - start - (found - rendered),
      })
    }),
  )
}
