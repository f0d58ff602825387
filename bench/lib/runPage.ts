import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium } from 'playwright-core'
import { addBenchScripts, EXTERNAL } from './benchPage.js'
import type { BenchWindow } from './pageScripts.js'
import type { StaticServer } from './serve.js'
import { sleep } from './stats.js'

export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // safety net: nothing but loopback resolves, even if something slips past the request routing
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE 127.0.0.1, EXCLUDE localhost',
]

export type AppSpec = {
  name: string
  kind: 'sigil' | 'peer' | 'floor'
  dir: string
  library: string
  /** The connect button (Playwright CSS, shadow-piercing) and, if different, the in-page poll selector. */
  button: string
  buttonInPage?: string
  /** What counts as "wallet options visible". */
  wallets: string
  /** Sigil only: the announced bench wallet's row and where the account shows once connected. */
  connect?: { wallet: string; account: string; pattern: string }
  /**
   * Reload → address painted: the bench wallet's option in the page's own list (Playwright selector,
   * after a click on `button`), where the connected address shows and where a "Connect" label would.
   */
  /**
   * `connected`: the account in the look it takes once the wallet answered, where a reload first
   * paints the address it remembers (Sigil: beside a spinner, while the wallet is asked).
   */
  reload?: { wallet: string; account: string; label: string; connected?: string }
  /** Hosts the app's config names (RPC URLs); requests there are aborted but not counted as outside. */
  configHosts: string[]
}

export type ExternalRequest = { phase: string; host: string; type: string; url: string; inConfig: boolean }
export type RunResult = {
  app: string
  iter: number
  fatal?: string
  loadMs?: number
  fcpMs?: number
  buttonMs?: number
  scriptLoadMs?: number
  heapLoadMB?: number
  openMs?: number
  openInDomMs?: number
  openError?: string
  walletCount?: number
  scriptOpenMs?: number
  heapOpenMB?: number
  heapOpenGcMB?: number
  heapOpenGcPerfMemoryMB?: number
  nodesOpen?: number
  deepNodesOpen?: number
  connectMs?: number
  connectError?: string
  fetchedLoad: string[]
  fetchedOpen: string[]
  fetchedConnect: string[]
  external: ExternalRequest[]
  errors: string[]
}

export async function runOnce(
  spec: AppSpec,
  server: StaticServer,
  iter: number,
  options: {
    chromium: string
    settleMs: number
    afterOpenMs: number
    shotsDir?: string
    /** CPU throttling rate (1: none), through CDP's Emulation.setCPUThrottlingRate. */
    cpu?: number
  },
): Promise<RunResult> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), `sigil-bench-${spec.name}-`))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: options.chromium,
    headless: true,
    args: CHROME_ARGS,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
  })
  const r: RunResult = {
    app: spec.name,
    iter,
    fetchedLoad: [],
    fetchedOpen: [],
    fetchedConnect: [],
    external: [],
    errors: [],
  }
  try {
    let phase = 'load'
    const record = (url: string, type: string) => {
      const host = new URL(url).hostname
      r.external.push({
        phase,
        host,
        type,
        url: url.slice(0, 200),
        inConfig: spec.configHosts.includes(host),
      })
    }
    await context.route(EXTERNAL, (route) => {
      record(route.request().url(), route.request().resourceType())
      return route.abort('blockedbyclient')
    })
    await context.routeWebSocket(EXTERNAL, (ws) => {
      record(ws.url(), 'websocket')
      ws.close({ code: 1011, reason: 'offline bench' })
    })
    const page = context.pages()[0] ?? (await context.newPage())
    page.on('pageerror', (e) => r.errors.push(`pageerror: ${String(e.message).slice(0, 200)}`))
    page.on('console', (m) => {
      if (m.type() === 'error') r.errors.push(`console: ${m.text().slice(0, 200)}`)
    })
    await addBenchScripts(page, spec)
    const cdp = await context.newCDPSession(page)
    await cdp.send('Performance.enable', { timeDomain: 'timeTicks' })
    if ((options.cpu ?? 1) > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu ?? 1 })
    const metrics = async () =>
      Object.fromEntries((await cdp.send('Performance.getMetrics')).metrics.map((m) => [m.name, m.value]))

    server.log.length = 0
    await page.goto(server.url, { waitUntil: 'load', timeout: 60000 })
    await page.waitForFunction(
      () => (window as unknown as BenchWindow).__bench.marks.buttonVisible != null,
      null,
      {
        timeout: 30000,
      },
    )
    await sleep(options.settleMs)
    const nav = await page.evaluate(() => {
      const n = performance.getEntriesByType('navigation')[0] as PerformanceNavigationTiming
      const fcp = performance.getEntriesByName('first-contentful-paint')[0]
      return {
        load: n.loadEventEnd,
        fcp: fcp?.startTime,
        button: (window as unknown as BenchWindow).__bench.marks.buttonVisible,
      }
    })
    r.loadMs = nav.load
    r.fcpMs = nav.fcp
    r.buttonMs = nav.button
    const mLoad = await metrics()
    r.heapLoadMB = (mLoad.JSHeapUsedSize ?? 0) / 2 ** 20
    r.scriptLoadMs = (mLoad.ScriptDuration ?? 0) * 1000
    r.fetchedLoad = server.log.splice(0).map((x) => x.path)
    if (options.shotsDir)
      await page.screenshot({ path: path.join(options.shotsDir, `${spec.name}-page.png`) })

    // click -> wallet options visible
    phase = 'open'
    const box = await page.locator(spec.button).first().boundingBox()
    if (!box) throw new Error('connect button has no box')
    await page.evaluate(() => (window as unknown as BenchWindow).__bench.armOpen())
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    try {
      await page.waitForFunction(
        () => (window as unknown as BenchWindow).__bench.marks.walletsVisible != null,
        null,
        { timeout: 20000, polling: 50 },
      )
      const m = await page.evaluate(() => {
        const b = (window as unknown as BenchWindow).__bench
        return { ...b.marks, click: b.clicks[0], count: b.walletCount }
      })
      r.openMs = (m.walletsVisible ?? Number.NaN) - (m.click ?? Number.NaN)
      r.openInDomMs = (m.walletsInDom ?? Number.NaN) - (m.click ?? Number.NaN)
      r.walletCount = m.count
    } catch (e) {
      r.openError = String((e as Error).message).split('\n')[0]
    }
    await sleep(options.afterOpenMs)
    const mOpen = await metrics()
    r.heapOpenMB = (mOpen.JSHeapUsedSize ?? 0) / 2 ** 20
    r.scriptOpenMs = ((mOpen.ScriptDuration ?? 0) - (mLoad.ScriptDuration ?? 0)) * 1000
    r.nodesOpen = mOpen.Nodes
    r.deepNodesOpen = await page.evaluate(() => (window as unknown as BenchWindow).__bench.deepCount())
    await cdp.send('HeapProfiler.collectGarbage')
    const mGc = await metrics()
    r.heapOpenGcMB = (mGc.JSHeapUsedSize ?? 0) / 2 ** 20
    const usage = (await cdp.send('Runtime.getHeapUsage')) as { usedSize: number }
    r.heapOpenGcPerfMemoryMB = usage.usedSize / 2 ** 20
    r.fetchedOpen = server.log.splice(0).map((x) => x.path)
    if (options.shotsDir)
      await page.screenshot({ path: path.join(options.shotsDir, `${spec.name}-modal.png`) })

    // click on the bench wallet -> account shown (Sigil only)
    if (spec.connect && !r.openError) {
      phase = 'connect'
      try {
        const row = page.locator(spec.connect.wallet).first()
        const rowBox = await row.boundingBox()
        if (!rowBox) throw new Error('bench wallet row has no box')
        const clicksBefore = await page.evaluate(
          () => (window as unknown as BenchWindow).__bench.clicks.length,
        )
        await page.evaluate(
          ([sel, pattern]) =>
            (window as unknown as BenchWindow).__bench.armAccount(sel as string, pattern as string),
          [spec.connect.account, spec.connect.pattern],
        )
        await page.mouse.click(rowBox.x + rowBox.width / 2, rowBox.y + rowBox.height / 2)
        await page.waitForFunction(
          () => (window as unknown as BenchWindow).__bench.marks.accountShown != null,
          null,
          { timeout: 20000, polling: 50 },
        )
        const m = await page.evaluate((n) => {
          const b = (window as unknown as BenchWindow).__bench
          return { shown: b.marks.accountShown, click: b.clicks[n] }
        }, clicksBefore)
        r.connectMs = (m.shown ?? Number.NaN) - (m.click ?? Number.NaN)
      } catch (e) {
        r.connectError = String((e as Error).message).split('\n')[0]
      }
      await sleep(300)
      r.fetchedConnect = server.log.splice(0).map((x) => x.path)
      if (options.shotsDir)
        await page.screenshot({ path: path.join(options.shotsDir, `${spec.name}-connected.png`) })
    }
  } catch (e) {
    r.fatal = String((e as Error).stack ?? e)
  } finally {
    await context.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }
  return r
}
