import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { startDevnet } from '@sigil/devnet'
import { startTestWallet, type TestWallet } from '@sigil/devnet/relay-wallet'
import { chromium } from 'playwright-core'
import { EXTERNAL, NAME_SHIM, throttleCpu } from './benchPage.js'
import { analyzeDist, buildInProcess } from './build.js'
import { type BenchWindow, pageInit } from './pageScripts.js'
import { CHROME_ARGS } from './runPage.js'
import { serveDist } from './serve.js'
import { cell, type Stats, sleep, stats } from './stats.js'

/** Click on a WalletConnect wallet → QR code painted, on devnet, at worst: a cold page. */
export const QR_BUDGET_MS = 400
/** The same once the SDK's code loaded at idle. */
export const QR_WARM_BUDGET_MS = 150
/** The wallet approving → the connected address painted. */
export const APPROVE_BUDGET_MS = 300
/** What the WalletConnect connector may add to the page's initial JS, gzip. */
export const INITIAL_JS_BUDGET_BYTES = 2 * 1024
/** The private key the bench's phone wallet approves with (the first of anvil's test accounts). */
const PHONE_KEY = '0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcae784d7bf4f2ff80'

export type WalletConnectResult = {
  runs: number
  /**
   * A cold page (`preload: false`: nothing loaded ahead, neither the modal nor the SDK): the row is
   * clicked from the page in the first frame it shows, with no pointer over it before.
   */
  coldMs: Stats | undefined
  /**
   * The SDK's code loaded at idle (waited for), then the list opened and the row clicked as a
   * person does: the pointer arrives on it, then presses at once (so the pairing the pointer asks
   * for has no head start).
   */
  warmMs: Stats | undefined
  /** After a warm pick: the phone wallet (the protocol's own wallet SDK) approving → the address painted. */
  approveMs: Stats | undefined
  budgetMs: number
  warmBudgetMs: number
  approveBudgetMs: number
  /** Initial JS (entry and its static imports) of the page with and without the connector, gzip bytes. */
  initialJs: { withoutGzip: number; withGzip: number; addedGzip: number; budgetGzip: number }
  external: Stats | undefined
  /** Runs whose QR never painted, with the reason. */
  failures: string[]
  /** User-timing marks the page made between the click and the paint, per run (ms after the click). */
  marks: { mode: 'cold' | 'warm'; run: number; totalMs: number; marks: Record<string, number> }[]
}

type QrWindow = BenchWindow & {
  __qrPainted?: number
  __pickedAt?: number
  /** Wall-clock time (ms) of the first frame painted with the connected button. */
  __connectedPainted?: number
  __armQr: () => void
  __armConnected: () => void
  __pickWhenShown: () => void
}

/**
 * In the page: once armed, polls each frame for the QR code (open shadow roots too); the frame
 * after it is in the tree, it is painted. `__pickWhenShown` clicks the WalletConnect row in the
 * first frame it shows, before the list's idle preload can run (the cold pick).
 */
function installQrWatch(): void {
  const w = window as unknown as QrWindow
  const find = (selector: string): Element[] => {
    const out: Element[] = []
    const roots: (Document | ShadowRoot)[] = [document]
    while (roots.length) {
      const root = roots.pop() as Document | ShadowRoot
      for (const e of root.querySelectorAll(selector)) out.push(e)
      for (const e of root.querySelectorAll('*')) if (e.shadowRoot) roots.push(e.shadowRoot)
    }
    return out
  }
  w.__pickWhenShown = () => {
    const started = performance.now()
    const poll = () => {
      // Not the hidden warm-up copy of the list (inert), the one in the open dialog.
      const row = find('[data-method="wallet"] button.sigil-list-item').find(
        (e) =>
          e.querySelector('.sigil-list-item__label')?.textContent === 'WalletConnect' &&
          !e.closest('[inert]'),
      ) as HTMLElement | undefined
      if (row && row.getBoundingClientRect().height > 0) {
        w.__pickedAt = performance.now()
        row.click()
        return
      }
      if (performance.now() - started < 30000) requestAnimationFrame(poll)
    }
    requestAnimationFrame(poll)
  }
  w.__armConnected = () => {
    w.__connectedPainted = undefined
    const poll = () => {
      if (find('[data-sigil-connect-button][data-state="connected"]').length > 0) {
        requestAnimationFrame(() => {
          w.__connectedPainted = performance.timeOrigin + performance.now()
        })
        return
      }
      requestAnimationFrame(poll)
    }
    requestAnimationFrame(poll)
  }
  w.__armQr = () => {
    w.__qrPainted = undefined
    const started = performance.now()
    const poll = () => {
      if (find('svg.sigil-qr').length > 0) {
        requestAnimationFrame(() => {
          w.__qrPainted = performance.now()
        })
        return
      }
      if (performance.now() - started < 30000) requestAnimationFrame(poll)
    }
    requestAnimationFrame(poll)
  }
}

/**
 * Builds the WalletConnect bench page and the plain bench page, compares their initial JS, then
 * for each run opens the page in a fresh browser and profile against a devnet relay and times the
 * click on the WalletConnect row → QR painted, cold and warm.
 */
export async function measureWalletConnect(options: {
  appDir: string
  chromium: string
  runs: number
  build: boolean
  /** CPU throttling rate (1: none). */
  cpu?: number
  log?: (text: string) => void
}): Promise<WalletConnectResult> {
  const dist = path.join(options.appDir, 'dist-walletconnect')
  const plain = path.join(options.appDir, 'dist-walletconnect-without')
  for (const [outDir, input] of [
    [dist, 'walletconnect.html'],
    [plain, 'index.html'],
  ] as const) {
    if (!options.build && fs.existsSync(outDir)) continue
    const built = await buildInProcess(options.appDir, { input, outDir: path.basename(outDir) })
    if (!built.ok) throw new Error(`${input} build failed: ${built.error}`)
  }
  const withGzip = analyzeDist(dist).initialJs.gzip
  const withoutGzip = analyzeDist(plain).initialJs.gzip

  const devnet = await startDevnet({ port: 0, walletCount: 0 })
  const server = await serveDist(dist, 'walletconnect.html')
  const cold: number[] = []
  const warm: number[] = []
  const approve: number[] = []
  let phone: TestWallet | undefined
  const external: number[] = []
  const failures: string[] = []
  const marks: WalletConnectResult['marks'] = []
  try {
    for (let i = 1; i <= options.runs; i++) {
      for (const mode of ['cold', 'warm'] as const) {
        const profile = fs.mkdtempSync(path.join(os.tmpdir(), 'sigil-bench-wc-'))
        const context = await chromium.launchPersistentContext(profile, {
          executablePath: options.chromium,
          headless: true,
          args: CHROME_ARGS,
          viewport: { width: 1280, height: 800 },
          deviceScaleFactor: 1,
        })
        let blocked = 0
        try {
          await context.route(EXTERNAL, (route) => {
            blocked++
            return route.abort('blockedbyclient')
          })
          await context.routeWebSocket(EXTERNAL, (ws) => {
            blocked++
            ws.close({ code: 1011, reason: 'offline bench' })
          })
          const page = context.pages()[0] ?? (await context.newPage())
          await throttleCpu(page, options.cpu ?? 1)
          await page.addInitScript(NAME_SHIM)
          await page.addInitScript(pageInit, {
            button: '[data-sigil-connect-button]',
            wallets: '[data-method="wallet"] .sigil-list-item',
          })
          await page.addInitScript(installQrWatch)
          const query = `relay=${encodeURIComponent(devnet.urls.relay)}${mode === 'cold' ? '&preload=0' : ''}`
          await page.goto(`${server.url}walletconnect.html?${query}`, { waitUntil: 'load' })
          if (mode === 'warm')
            // The SDK's code fetched and evaluated at idle (its chunk's resource entry is there).
            await page.waitForFunction(
              () =>
                performance
                  .getEntriesByType('resource')
                  .some((entry) => /\/walletConnectSession-[^/]*\.js$/.test(entry.name)),
              null,
              { timeout: 20000, polling: 50 },
            )
          await page.evaluate(() => {
            performance.clearMarks()
            ;(window as unknown as QrWindow).__armQr()
          })
          if (mode === 'cold') await page.evaluate(() => (window as unknown as QrWindow).__pickWhenShown())
          await page.locator('[data-sigil-connect-button]').click()
          const row = page.getByRole('button', { name: 'WalletConnect', exact: true })
          let clicksBefore = 0
          if (mode === 'warm') {
            await row.waitFor({ timeout: 20000 })
            // Past the list's entrance, as a person who reads it first.
            await sleep(500)
            clicksBefore = await page.evaluate(() => {
              performance.clearMarks()
              return (window as unknown as QrWindow).__bench.clicks.length
            })
            await row.click()
          }
          await page.waitForFunction(() => (window as unknown as QrWindow).__qrPainted !== undefined, null, {
            timeout: 20000,
            polling: 50,
          })
          const measured = await page.evaluate((n) => {
            const w = window as unknown as QrWindow
            const click = w.__pickedAt ?? w.__bench.clicks[n] ?? Number.NaN
            const marks = Object.fromEntries(
              performance.getEntriesByType('mark').map((m) => [m.name, Math.round(m.startTime - click)]),
            )
            // The click that opened the modal, before the pick (negative): when a load started there.
            const opened = w.__pickedAt !== undefined ? w.__bench.clicks[0] : w.__bench.clicks[n - 1]
            if (opened !== undefined) marks['modal-open click'] = Math.round(opened - click)
            return { total: (w.__qrPainted ?? Number.NaN) - click, marks }
          }, clicksBefore)
          ;(mode === 'cold' ? cold : warm).push(measured.total)
          marks.push({ mode, run: i, totalMs: Math.round(measured.total), marks: measured.marks })
          let approved = ''
          if (mode === 'warm') {
            // The phone scans the code on screen (the URI it encodes is the router's) and approves.
            const uri = await page.evaluate(() => {
              const element = document.querySelector('sigil-modal') as unknown as {
                client?: { getState(): { router: { pairingUri?: string } } }
              } | null
              return element?.client?.getState().router.pairingUri
            })
            if (uri === undefined) throw new Error('no pairing URI on show')
            phone ??= await startTestWallet({
              relayUrl: devnet.urls.relay,
              projectId: devnet.projectId,
              privateKey: PHONE_KEY,
              chainIds: [1, 8453],
            })
            await page.evaluate(() => (window as unknown as QrWindow).__armConnected())
            await phone.pair(uri)
            const approvedAt = Date.now()
            const painted = await page.waitForFunction(
              () => (window as unknown as QrWindow).__connectedPainted,
              null,
              { timeout: 20000, polling: 50 },
            )
            const ms = Number(await painted.jsonValue()) - approvedAt
            approve.push(ms)
            approved = `, approve → address painted ${ms.toFixed(0)} ms`
          }
          external.push(blocked)
          options.log?.(
            `  run ${i}/${options.runs} ${mode}: click → QR painted ${measured.total.toFixed(0)} ms${approved}\n`,
          )
        } catch (error) {
          failures.push(`${mode} run ${i}: ${String((error as Error).message).split('\n')[0]}`)
          options.log?.(`  run ${i}/${options.runs} ${mode}: FAILED ${String(error).split('\n')[0]}\n`)
        } finally {
          await context.close()
          fs.rmSync(profile, { recursive: true, force: true })
        }
      }
    }
  } finally {
    await phone?.stop()
    await server.close()
    await devnet.stop()
  }
  return {
    runs: options.runs,
    coldMs: stats(cold),
    warmMs: stats(warm),
    approveMs: stats(approve),
    budgetMs: QR_BUDGET_MS,
    warmBudgetMs: QR_WARM_BUDGET_MS,
    approveBudgetMs: APPROVE_BUDGET_MS,
    initialJs: {
      withoutGzip,
      withGzip,
      addedGzip: withGzip - withoutGzip,
      budgetGzip: INITIAL_JS_BUDGET_BYTES,
    },
    external: stats(external),
    failures,
    marks,
  }
}

const verdict = (ok: boolean | undefined) => (ok === undefined ? '—' : ok ? 'PASS' : 'FAIL')

/** The bench report's WalletConnect section (Markdown). */
export function renderWalletConnect(result: WalletConnectResult | { error: string } | undefined): string {
  if (result === undefined) return ''
  if ('error' in result) return `\n## WalletConnect (devnet relay)\n\nFAILED: ${result.error}\n`
  const { initialJs: js } = result
  // The cold figure is held at its worst run; the others at their median.
  const row = (name: string, s: Stats | undefined, budget: number, worst = false) =>
    `| ${name} | ${cell(s)} | ≤ ${budget}${worst ? ' (worst run)' : ''} | ${verdict(s && (worst ? s.max : s.median) <= budget)} |`
  return [
    '',
    '## WalletConnect (devnet relay)',
    '',
    `Median (min–max) of ${result.runs} runs, each in a fresh browser and profile.`,
    '',
    '| Measure | Value | Budget | |',
    '|---|---|---|---|',
    row(
      'click on WalletConnect → QR painted, cold page: nothing loaded ahead (ms)',
      result.coldMs,
      result.budgetMs,
      true,
    ),
    row(
      'click on WalletConnect → QR painted, SDK code loaded at idle (ms)',
      result.warmMs,
      result.warmBudgetMs,
    ),
    row('phone wallet approves → address painted (ms)', result.approveMs, result.approveBudgetMs),
    `| initial JS added by the connector (KiB gzip; ${(js.withoutGzip / 1024).toFixed(1)} → ${(js.withGzip / 1024).toFixed(1)}) | ${(js.addedGzip / 1024).toFixed(2)} | ≤ ${(js.budgetGzip / 1024).toFixed(0)} | ${verdict(js.addedGzip <= js.budgetGzip)} |`,
    `| requests outside loopback (aborted) | ${cell(result.external)} | 0 | ${verdict(result.external ? result.external.max === 0 : undefined)} |`,
    ...(result.failures.length ? ['', `Failed runs: ${result.failures.join('; ')}`] : []),
    '',
  ].join('\n')
}
