import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { chromium, type Page } from 'playwright-core'
import { BENCH_WALLET, EXTERNAL, NAME_SHIM } from './benchPage.js'
import { installBenchWallet, installReloadProbe, type ReloadProbe, type ReloadWindow } from './pageScripts.js'
import { type AppSpec, CHROME_ARGS } from './runPage.js'
import type { StaticServer } from './serve.js'
import { cell, type Stats, sleep, stats } from './stats.js'

/** Reload → address painted may cost at most this much more than the React floor's reload → button. */
export const RELOAD_OVER_FLOOR_MS = 50
/** The late variant: the wallet announces itself this long after the load event, as late extensions do. */
export const LATE_ANNOUNCE_MS = 100

/** The connected address as each page shows it: the full one or cut in the middle (…, ..., ••••). */
const ADDRESS_SHOWN = `${BENCH_WALLET.address.slice(0, 4)}\\S{0,40}${BENCH_WALLET.address.slice(-4)}`

export type ReloadVariant = 'announced' | 'late'
export type ReloadRun = {
  variant: ReloadVariant
  /** Navigation start → the address in view (or, on the floor, the button in view). */
  paintedMs?: number
  /** Navigation start → the address in its connected look, where the page paints a remembered one first. */
  connectedMs?: number
  /** A "Connect" label was in view in some frame for the connected person, and what it said. */
  connectPainted?: string
  connectInDom: boolean
  error?: string
}
export type ReloadFigures = {
  runs: number
  paintedMs: Stats | undefined
  connectedMs?: Stats | undefined
  /** Runs in which a "Connect" label was painted for a connected person. */
  connectPainted: number
  connectInDom: number
  connectTexts: string[]
  failures: string[]
}
export type ReloadResult = {
  /** 'address': a Sigil or peer page reconnecting a stored wallet; 'button': the floor's plain reload. */
  measures: 'address' | 'button'
  announced: ReloadFigures
  late?: ReloadFigures
}

const read = (page: Page) => page.evaluate(() => (window as unknown as ReloadWindow).__reload)

/** Reloads and waits for what is measured (the address, or the floor's button), then a little more for a late flash. */
async function reloadOnce(page: Page, spec: AppSpec, variant: ReloadVariant): Promise<ReloadRun> {
  await page.evaluate(
    (late) => {
      if (late > 0) localStorage.setItem('bench-wallet:announce-after-load-ms', String(late))
      else localStorage.removeItem('bench-wallet:announce-after-load-ms')
    },
    variant === 'late' ? LATE_ANNOUNCE_MS : 0,
  )
  await page.reload({ waitUntil: 'load', timeout: 60000 })
  const key = spec.reload ? 'addressPainted' : 'buttonPainted'
  const run: ReloadRun = { variant, connectInDom: false }
  try {
    await page.waitForFunction(
      (k) => (window as unknown as ReloadWindow).__reload[k as keyof ReloadProbe] !== undefined,
      key,
      { timeout: 20000, polling: 50 },
    )
  } catch (e) {
    run.error = `${variant}: ${spec.reload ? 'the address' : 'the button'} never painted (${String((e as Error).message).split('\n')[0]})`
  }
  // A library that shows the address and then drops it for "Connect" (a late wallet it gave up on) is caught too.
  await sleep(variant === 'late' ? 1000 + LATE_ANNOUNCE_MS : 1000)
  const probe = await read(page)
  run.paintedMs = probe[key] as number | undefined
  if (probe.connectedPainted !== undefined) run.connectedMs = probe.connectedPainted
  if (spec.reload) {
    run.connectPainted = probe.connectText
    run.connectInDom = probe.connectInDom !== undefined
  }
  return run
}

/**
 * One run of a page: a fresh browser and profile; on a page that connects a wallet, the bench
 * wallet (remembering the site, as an extension does) is connected once through the page's own
 * list, then the page is reloaded with the wallet announced at once and with it announced late.
 * The floor is reloaded as it is.
 */
export async function reloadRun(
  spec: AppSpec,
  server: StaticServer,
  options: { chromium: string; cpu?: number },
): Promise<ReloadRun[]> {
  const profile = fs.mkdtempSync(path.join(os.tmpdir(), `sigil-bench-reload-${spec.name}-`))
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: options.chromium,
    headless: true,
    args: CHROME_ARGS,
    viewport: { width: 1280, height: 800 },
    deviceScaleFactor: 1,
  })
  try {
    await context.route(EXTERNAL, (route) => route.abort('blockedbyclient'))
    await context.routeWebSocket(EXTERNAL, (ws) => ws.close({ code: 1011, reason: 'offline bench' }))
    const page = context.pages()[0] ?? (await context.newPage())
    const cdp = await context.newCDPSession(page)
    if ((options.cpu ?? 1) > 1) await cdp.send('Emulation.setCPUThrottlingRate', { rate: options.cpu ?? 1 })
    await page.addInitScript(NAME_SHIM)
    await page.addInitScript(installBenchWallet, { ...BENCH_WALLET, remember: true })
    await page.addInitScript(installReloadProbe, {
      account: spec.reload?.account ?? spec.button,
      label: spec.reload?.label ?? spec.button,
      button: spec.buttonInPage ?? spec.button,
      pattern: ADDRESS_SHOWN,
      ...(spec.reload?.connected ? { connected: spec.reload.connected } : {}),
    })
    await page.goto(server.url, { waitUntil: 'load', timeout: 60000 })
    if (spec.reload) {
      // The probe must see the label a person who is not connected sees, or it could not tell a flash.
      await page.locator(spec.button).first().waitFor({ timeout: 30000 })
      await page
        .waitForFunction(
          () => (window as unknown as ReloadWindow).__reload.connectPainted !== undefined,
          null,
          { timeout: 10000, polling: 50 },
        )
        .catch(() => {
          throw new Error(
            `the probe never saw the "Connect" label in ${spec.reload?.label} before connecting`,
          )
        })
      // Connect once, as a person does: the page's button, then the bench wallet in its list.
      await page.locator(spec.button).first().click({ timeout: 30000 })
      await page.locator(spec.reload.wallet).locator('visible=true').first().click({ timeout: 30000 })
      await page.waitForFunction(
        () => (window as unknown as ReloadWindow).__reload.addressPainted !== undefined,
        null,
        { timeout: 30000, polling: 50 },
      )
      // Whatever the library stores of the connection is written by now.
      await sleep(500)
    }
    const runs = [await reloadOnce(page, spec, 'announced')]
    if (spec.reload) runs.push(await reloadOnce(page, spec, 'late'))
    return runs
  } catch (e) {
    return [{ variant: 'announced', connectInDom: false, error: String((e as Error).message).split('\n')[0] }]
  } finally {
    await context.close()
    fs.rmSync(profile, { recursive: true, force: true })
  }
}

function figures(runs: ReloadRun[]): ReloadFigures {
  return {
    runs: runs.length,
    paintedMs: stats(runs.map((r) => r.paintedMs)),
    ...(runs.some((r) => r.connectedMs !== undefined)
      ? { connectedMs: stats(runs.map((r) => r.connectedMs)) }
      : {}),
    connectPainted: runs.filter((r) => r.connectPainted !== undefined).length,
    connectInDom: runs.filter((r) => r.connectInDom).length,
    connectTexts: [...new Set(runs.flatMap((r) => (r.connectPainted ? [r.connectPainted] : [])))],
    failures: runs.flatMap((r) => (r.error ? [r.error] : [])),
  }
}

export function summarizeReload(spec: AppSpec, runs: ReloadRun[]): ReloadResult {
  const announced = figures(runs.filter((r) => r.variant === 'announced'))
  if (!spec.reload) return { measures: 'button', announced }
  return { measures: 'address', announced, late: figures(runs.filter((r) => r.variant === 'late')) }
}

/** The figure, and the runs in which the address never painted (a wallet the library gave up on). */
const painted = (f: ReloadFigures | undefined) =>
  f
    ? `${f.paintedMs ? cell(f.paintedMs) : ''}${f.failures.length ? `${f.paintedMs ? '; ' : ''}never in ${f.failures.length} of ${f.runs}` : ''}` ||
      '—'
    : '—'

const answered = (f: ReloadFigures | undefined) => (f?.connectedMs ? cell(f.connectedMs) : '—')

const flashes = (f: ReloadFigures | undefined) =>
  f
    ? `${f.connectPainted} of ${f.runs}${f.connectTexts.length ? ` ("${f.connectTexts.join('", "')}")` : ''}`
    : '—'

/** The report's section: each page's reload beside the floor's, and the "Connect" flashes. */
export function renderReload(results: Record<string, ReloadResult | undefined>): string {
  const names = Object.keys(results).filter((n) => results[n])
  if (names.length === 0) return ''
  const floor = results['react-floor']?.announced.paintedMs?.median
  let md =
    '\n## Reload → address painted (a stored connection, an injected EIP-6963 wallet)\n\n' +
    'The bench wallet is connected once through the page’s own list (it remembers the site, as an extension does), ' +
    'then the page is reloaded: navigation start → the connected address in view. "Late": the wallet announces itself ' +
    `${LATE_ANNOUNCE_MS} ms after the load event. A "Connect" label in view in any frame for the connected person is a flash ` +
    '(rAF probe); "in DOM" counts one put in the tree even between frames (MutationObserver). The React floor is reloaded ' +
    'as it is: navigation start → its button in view; so is the wagmi floor (with --peers), the app sigil-wagmi is built on. A Sigil page paints the address it remembers beside a spinner ' +
    'while the wallet is asked again; "wallet answered" is navigation start → the address in its connected look.\n\n'
  md += `| page | reload → painted ms | wallet answered ms | late: reload → painted ms | late: wallet answered ms | "Connect" painted | late: "Connect" painted | "Connect" in DOM (announced / late) | vs floor + ${RELOAD_OVER_FLOOR_MS} ms |\n`
  md += '|---|---|---|---|---|---|---|---|---|\n'
  for (const name of names) {
    const r = results[name]
    if (!r) continue
    const median = r.announced.paintedMs?.median
    const verdict =
      r.measures === 'button'
        ? name === 'react-floor'
          ? 'the reference'
          : 'a floor'
        : median === undefined || floor === undefined
          ? '—'
          : median <= floor + RELOAD_OVER_FLOOR_MS
            ? `PASS (+${(median - floor).toFixed(0)} ms)`
            : `OVER (+${(median - floor).toFixed(0)} ms)`
    md += `| ${name} | ${painted(r.announced)} | ${answered(r.announced)} | ${painted(r.late)} | ${answered(r.late)} | ${r.measures === 'address' ? flashes(r.announced) : '—'} | ${flashes(r.late)} | ${r.late ? `${r.announced.connectInDom} / ${r.late.connectInDom}` : '—'} | ${verdict} |\n`
  }
  const failures = names.flatMap((n) =>
    [...(results[n]?.announced.failures ?? []), ...(results[n]?.late?.failures ?? [])].map(
      (f) => `${n}: ${f}`,
    ),
  )
  const wagmiFloor = results['wagmi-floor']?.announced.paintedMs?.median
  const onWagmi = results['sigil-wagmi']?.announced.paintedMs?.median
  if (wagmiFloor !== undefined && onWagmi !== undefined)
    md += `\nsigil-wagmi paints the address ${(onWagmi - wagmiFloor).toFixed(0)} ms after the wagmi floor paints its button (the same wagmi app with no modal library).\n`
  if (failures.length) md += `\nFailed runs: ${[...new Set(failures)].slice(0, 8).join('; ')}\n`
  return md
}
