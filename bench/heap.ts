// `npx tsx --conditions=sigil-source bench/heap.ts [sigil] [react-floor]` (after `npm run bench`, which builds the pages)
// `npx tsx --conditions=sigil-source bench/heap.ts sigil sigil@/work/old/bench/apps/sigil/dist` compares a page
// with the same page built elsewhere (an older commit's tree, built there by `npm run bench`).
//
// What the JS heap of a bench page holds with the modal open, after GC (the bench's "heap modal
// open, after GC"), against a second page: each page is loaded as the bench loads it (settle, click
// the button, wallets visible, wait), then a V8 heap snapshot is summed by type and name, and its
// functions by the chunk they come from (made, run, bytecode): where code growth comes from.
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { chromium } from 'playwright-core'
import { appSpecs } from './lib/apps.js'
import { benchPage } from './lib/benchPage.js'
import { describeHeapDifference, type HeapBreakdown, heapBreakdown } from './lib/heapSnapshot.js'
import type { BenchWindow } from './lib/pageScripts.js'
import { CHROME_ARGS } from './lib/runPage.js'
import { serveDist } from './lib/serve.js'
import { sleep } from './lib/stats.js'

const BENCH = path.dirname(fileURLToPath(import.meta.url))
const [first = 'sigil', second = 'react-floor'] = process.argv.slice(2)
const specs = appSpecs(BENCH)

/** `page` or `page@dist-folder`: a bench page, from its own build or from a build elsewhere. */
async function measure(page: string): Promise<HeapBreakdown> {
  const [name = '', elsewhere] = page.split('@')
  const spec = specs[name]
  if (!spec) throw new Error(`unknown page ${name}`)
  const dist = elsewhere ? path.resolve(elsewhere) : path.join(spec.dir, 'dist')
  if (!fs.existsSync(dist)) throw new Error(`${page} is not built: run npm run bench first`)
  const server = await serveDist(dist)
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), `sigil-heap-${name}-`))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: process.env.SIGIL_CHROMIUM ?? '/usr/bin/chromium',
    headless: true,
    args: CHROME_ARGS,
    viewport: { width: 1280, height: 800 },
  })
  try {
    const page = await benchPage(context, spec)
    const cdp = await context.newCDPSession(page)
    await page.goto(server.url, { waitUntil: 'load' })
    await page.waitForFunction(() => (window as unknown as BenchWindow).__bench.marks.buttonVisible != null)
    await sleep(1500)
    const box = await page.locator(spec.button).first().boundingBox()
    if (!box) throw new Error('connect button has no box')
    await page.evaluate(() => (window as unknown as BenchWindow).__bench.armOpen())
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await page.waitForFunction(
      () => (window as unknown as BenchWindow).__bench.marks.walletsVisible != null,
      null,
      { polling: 50 },
    )
    await sleep(2000)
    return await heapBreakdown(cdp)
  } finally {
    await context.close()
    await server.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }
}

const a = await measure(first)
const b = await measure(second)
console.log(describeHeapDifference([first, second], [a, b]))
