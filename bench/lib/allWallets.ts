import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startDevnet } from '@sigil/devnet'
import { chromium, type Page } from 'playwright-core'
import { EXTERNAL, NAME_SHIM, throttleCpu } from './benchPage.js'
import { buildInProcess } from './build.js'
import { type BenchWindow, pageInit } from './pageScripts.js'
import { CHROME_ARGS } from './runPage.js'
import { serveDist } from './serve.js'
import { type Stats, stats } from './stats.js'

export type AllWalletsResult = {
  runs: number
  count: number
  scroll: {
    steps: number
    stepPx: number
    frames: Stats | undefined
    longFrames: Stats | undefined
    /** Frames that missed at least one vsync (rAF deltas jitter around 16.7 ms). */
    framesOver25: Stats | undefined
    framesOver50: Stats | undefined
    worstFrameMs: Stats | undefined
    durationMs: Stats | undefined
    /** Scroll stopped → every tile in view named and its image loaded. */
    settleMs: Stats | undefined
  }
  search: {
    term: string
    minWaitMs: number
    totalMs: Stats | undefined
    afterWaitMs: Stats | undefined
    results: Stats | undefined
  }
  external: Stats | undefined
}

const WALLET_COUNT = 10_000
const STEP_PX = 960 // ten grid rows per frame
const SEARCH_TERM = 'Kestrel Vault'
const MIN_WAIT_MS = 300

type PageWindow = BenchWindow & { __deep: (selector: string) => Element[] }

/** Deep querySelector helper installed in the page (searches open shadow roots). */
function installDeep(): void {
  ;(window as unknown as PageWindow).__deep = (selector: string) => {
    const out: Element[] = []
    const roots: (Document | ShadowRoot)[] = [document]
    while (roots.length) {
      const root = roots.pop() as Document | ShadowRoot
      for (const e of root.querySelectorAll(selector)) out.push(e)
      for (const e of root.querySelectorAll('*')) if (e.shadowRoot) roots.push(e.shadowRoot)
    }
    return out
  }
}

/** Scrolls the wallet grid from top to bottom, one step per animation frame, recording frame deltas. */
function scrollGrid(stepPx: number): Promise<{ deltas: number[]; durationMs: number; steps: number }> {
  const grid = (window as unknown as PageWindow).__deep('[data-testid="wallet-grid"]')[0] as HTMLElement
  return new Promise((resolve) => {
    const deltas: number[] = []
    let last = performance.now()
    const started = last
    let steps = 0
    const frame = (now: number) => {
      deltas.push(now - last)
      last = now
      if (grid.scrollTop + grid.clientHeight >= grid.scrollHeight - 1) {
        // two more frames so the last step's rendering is counted
        requestAnimationFrame((a) => {
          deltas.push(a - last)
          last = a
          requestAnimationFrame((b) => {
            deltas.push(b - last)
            resolve({ deltas: deltas.slice(1), durationMs: b - started, steps })
          })
        })
        return
      }
      grid.scrollTop += stepPx
      steps++
      requestAnimationFrame(frame)
    }
    requestAnimationFrame((now) => {
      last = now
      requestAnimationFrame(frame)
    })
  })
}

/**
 * After the scroll stops: waits until every tile in the grid's viewport shows its wallet and its
 * image has loaded (or failed), and answers how long that took.
 */
function settleGrid(): Promise<{ settleMs: number; tiles: number }> {
  const grid = (window as unknown as PageWindow).__deep('[data-testid="wallet-grid"]')[0] as HTMLElement
  const started = performance.now()
  return new Promise((resolve, reject) => {
    const poll = () => {
      const view = grid.getBoundingClientRect()
      const cells = [...grid.querySelectorAll('.sigil-wallet-cell')].filter((cell) => {
        const box = cell.getBoundingClientRect()
        return box.bottom > view.top && box.top < view.bottom
      })
      const done = cells.every(
        (cell) =>
          cell.querySelector('button.sigil-wallet-tile') &&
          cell.querySelector('.sigil-image')?.getAttribute('data-status') !== 'loading',
      )
      if (cells.length && done) resolve({ settleMs: performance.now() - started, tiles: cells.length })
      else if (performance.now() - started > 10000) reject(new Error('the grid never settled'))
      else requestAnimationFrame(poll)
    }
    requestAnimationFrame(poll)
  })
}

/** Types the search into the input, then waits until only matching tiles are shown and painted. */
function searchGrid(term: string): Promise<{ totalMs: number; results: number }> {
  const deep = (window as unknown as PageWindow).__deep
  const input = deep('input[type="search"]')[0] as HTMLInputElement
  const setter = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
  const started = performance.now()
  setter?.call(input, term)
  input.dispatchEvent(new Event('input', { bubbles: true }))
  const wanted = term.toLowerCase()
  return new Promise((resolve, reject) => {
    const poll = () => {
      const tiles = deep('[data-testid="wallet-grid"] button.sigil-wallet-tile')
      const busy = deep('[data-testid="wallet-grid"] [aria-busy="true"]').length
      if (
        tiles.length &&
        !busy &&
        tiles.every((t) => (t.getAttribute('aria-label') ?? '').toLowerCase().includes(wanted))
      ) {
        // painted: the frame after the one that rendered the results
        requestAnimationFrame(() =>
          requestAnimationFrame(() =>
            resolve({ totalMs: performance.now() - started, results: tiles.length }),
          ),
        )
        return
      }
      if (performance.now() - started > 10000) reject(new Error('search results never showed'))
      else requestAnimationFrame(poll)
    }
    requestAnimationFrame(poll)
  })
}

/** The badge reads like "10,000": digits only, whatever the grouping. */
export function parseCount(text: string | null): number {
  const digits = (text ?? '').replace(/\D/g, '')
  return digits ? Number(digits) : 0
}

const TRACE_CATEGORIES = [
  'devtools.timeline',
  'disabled-by-default-devtools.timeline',
  'disabled-by-default-devtools.timeline.frame',
  'blink.user_timing',
  'v8.execute',
  'v8',
  'blink',
  'cc',
  'gpu',
  'loading',
].join(',')

/** A CDP trace of what follows, in the Performance panel's format. */
async function startTrace(page: Page): Promise<{ stop: () => Promise<{ traceEvents: unknown[] }> }> {
  const session = await page.context().newCDPSession(page)
  const events: unknown[] = []
  session.on('Tracing.dataCollected', ({ value }) => {
    events.push(...value)
  })
  await session.send('Tracing.start', { categories: TRACE_CATEGORIES, transferMode: 'ReportEvents' })
  return {
    async stop() {
      const done = new Promise<void>((resolve) => session.once('Tracing.tracingComplete', () => resolve()))
      await session.send('Tracing.end')
      await done
      await session.detach()
      return { traceEvents: events }
    },
  }
}

export async function measureAllWallets(options: {
  appDir: string
  chromium: string
  runs: number
  build: boolean
  outDir: string
  /** Write a Chrome trace of the first run's scroll here (open it in the Performance panel). */
  tracePath?: string
  /** CPU throttling rate (1: none). */
  cpu?: number
  log?: (text: string) => void
}): Promise<AllWalletsResult> {
  const dist = path.join(options.appDir, 'dist-allwallets')
  if (options.build || !fs.existsSync(dist)) {
    const built = await buildInProcess(options.appDir, {
      input: 'allwallets.html',
      outDir: 'dist-allwallets',
    })
    if (!built.ok) throw new Error(`AllWallets page build failed: ${built.error}`)
  }
  const devnet = await startDevnet({ port: 0, walletCount: WALLET_COUNT })
  const server = await serveDist(dist, 'allwallets.html')
  const rows: {
    frames: number
    long: number
    over25: number
    over50: number
    worst: number
    duration: number
    settle: number
    search: number
    results: number
    external: number
  }[] = []
  let steps = 0
  let count = 0
  try {
    // Run 0, with a trace, is left out of the figures: tracing slows the page down.
    for (let i = options.tracePath ? 0 : 1; i <= options.runs; i++) {
      const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sigil-bench-allwallets-'))
      const context = await chromium.launchPersistentContext(profile, {
        executablePath: options.chromium,
        headless: true,
        args: CHROME_ARGS,
        viewport: { width: 1280, height: 800 },
        deviceScaleFactor: 1,
      })
      let external = 0
      try {
        await context.route(EXTERNAL, (route) => {
          external++
          return route.abort('blockedbyclient')
        })
        const page = context.pages()[0] ?? (await context.newPage())
        await throttleCpu(page, options.cpu ?? 1)
        await page.addInitScript(NAME_SHIM)
        await page.addInitScript(pageInit, {
          button: '[data-sigil-connect-button]',
          wallets: '[data-method="wallet"] .sigil-list-item',
        })
        await page.addInitScript(installDeep)
        await page.goto(`${server.url}allwallets.html?registry=${encodeURIComponent(devnet.urls.registry)}`, {
          waitUntil: 'load',
        })
        await page.locator('[data-sigil-connect-button]').click()
        const allButton = page.locator('[data-method="wallet"] button.sigil-list-item', {
          hasText: 'All wallets',
        })
        count = parseCount(await allButton.locator('.sigil-badge').textContent({ timeout: 20000 }))
        await allButton.click()
        await page
          .locator('[data-testid="wallet-grid"] button.sigil-wallet-tile')
          .first()
          .waitFor({ timeout: 20000 })
        await page.waitForTimeout(500)
        const trace = i === 0 && options.tracePath ? await startTrace(page) : undefined
        const scroll = await page.evaluate(scrollGrid, STEP_PX)
        const settled = await page.evaluate(settleGrid)
        if (trace && options.tracePath)
          fs.writeFileSync(options.tracePath, JSON.stringify(await trace.stop()))
        steps = scroll.steps
        if (i === 1) await page.screenshot({ path: path.join(options.outDir, 'allwallets-bottom.png') })
        await page.evaluate(() => {
          const grid = (window as unknown as PageWindow).__deep(
            '[data-testid="wallet-grid"]',
          )[0] as HTMLElement
          grid.scrollTop = 0
        })
        await page.waitForTimeout(500)
        const search = await page.evaluate(searchGrid, SEARCH_TERM)
        if (i === 1) await page.screenshot({ path: path.join(options.outDir, 'allwallets-search.png') })
        const row = {
          frames: scroll.deltas.length,
          long: scroll.deltas.filter((d) => d > 16.7).length,
          over25: scroll.deltas.filter((d) => d > 25).length,
          over50: scroll.deltas.filter((d) => d > 50).length,
          worst: Math.max(...scroll.deltas),
          duration: scroll.durationMs,
          settle: settled.settleMs,
          search: search.totalMs,
          results: search.results,
          external,
        }
        if (i > 0) rows.push(row)
        options.log?.(
          `  ${i === 0 ? 'traced run (not counted)' : `run ${i}/${options.runs}`}: worst frame ${row.worst.toFixed(1)} ms, > 50 ms ${row.over50}, > 25 ms ${row.over25}, > 16.7 ms ${row.long} of ${row.frames}, settled ${row.settle.toFixed(0)} ms, search ${row.search.toFixed(0)} ms\n`,
        )
      } finally {
        await context.close()
        fs.rmSync(profile, { recursive: true, force: true })
      }
    }
  } finally {
    await server.close()
    await devnet.stop()
  }
  const col = (k: keyof (typeof rows)[number]) => stats(rows.map((r) => r[k]))
  return {
    runs: rows.length,
    count,
    scroll: {
      steps,
      stepPx: STEP_PX,
      frames: col('frames'),
      longFrames: col('long'),
      framesOver25: col('over25'),
      framesOver50: col('over50'),
      worstFrameMs: col('worst'),
      durationMs: col('duration'),
      settleMs: col('settle'),
    },
    search: {
      term: SEARCH_TERM,
      minWaitMs: MIN_WAIT_MS,
      totalMs: col('search'),
      afterWaitMs: stats(rows.map((r) => r.search - MIN_WAIT_MS)),
      results: col('results'),
    },
    external: col('external'),
  }
}
