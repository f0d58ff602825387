import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startDevnet } from '@sigil/devnet'
import { chromium } from 'playwright-core'
import { buildInProcess } from './build.js'
import { type BenchWindow, pageInit } from './pageScripts.js'
import { CHROME_ARGS, EXTERNAL, NAME_SHIM } from './runPage.js'
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
    framesOver50: Stats | undefined
    worstFrameMs: Stats | undefined
    durationMs: Stats | undefined
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

export async function measureAllWallets(options: {
  appDir: string
  chromium: string
  runs: number
  build: boolean
  outDir: string
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
    over50: number
    worst: number
    duration: number
    search: number
    results: number
    external: number
  }[] = []
  let steps = 0
  let count = 0
  try {
    for (let i = 1; i <= options.runs; i++) {
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
        count = Number((await allButton.locator('.sigil-badge').textContent({ timeout: 20000 })) ?? 0)
        await allButton.click()
        await page
          .locator('[data-testid="wallet-grid"] button.sigil-wallet-tile')
          .first()
          .waitFor({ timeout: 20000 })
        await page.waitForTimeout(500)
        const scroll = await page.evaluate(scrollGrid, STEP_PX)
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
        rows.push({
          frames: scroll.deltas.length,
          long: scroll.deltas.filter((d) => d > 16.7).length,
          over50: scroll.deltas.filter((d) => d > 50).length,
          worst: Math.max(...scroll.deltas),
          duration: scroll.durationMs,
          search: search.totalMs,
          results: search.results,
          external,
        })
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
      framesOver50: col('over50'),
      worstFrameMs: col('worst'),
      durationMs: col('duration'),
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
