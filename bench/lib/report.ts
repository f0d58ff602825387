import type { AllWalletsResult } from './allWallets.js'
import type { BundleFigures } from './build.js'
import type { CoreFigure } from './coreBench.js'
import { FIRST_LOAD_BUDGETS, FIRST_LOAD_HEADROOM_KIB } from './firstLoad.js'
import { RELOAD_OVER_FLOOR_MS, type ReloadResult } from './reload.js'
import type { RunResult } from './runPage.js'
import { cell, kib, type Stats, stats } from './stats.js'

export type Runtime = ReturnType<typeof summarizeRuns>

export function summarizeRuns(runs: RunResult[], bundle: BundleFigures | undefined) {
  const ok = runs.filter((r) => !r.fatal)
  const col = (key: keyof RunResult) => stats(ok.map((r) => r[key] as number | undefined))
  const gzipOf = (files: string[]) =>
    files.filter((f) => f.endsWith('.js')).reduce((sum, f) => sum + (bundle?.sizes[f]?.gzip ?? 0), 0)
  const hosts: Record<
    string,
    { load: number; open: number; connect: number; types: string[]; inConfig: boolean }
  > = {}
  for (const r of ok)
    for (const x of r.external) {
      const h = hosts[x.host] ?? { load: 0, open: 0, connect: 0, types: [], inConfig: x.inConfig }
      hosts[x.host] = h
      h[x.phase as 'load' | 'open' | 'connect'] += 1 / ok.length
      if (!h.types.includes(x.type)) h.types.push(x.type)
    }
  return {
    runs: ok.length,
    failedRuns: runs.length - ok.length,
    openFailures: ok.filter((r) => r.openError).length,
    connectFailures: ok.filter((r) => r.connectError).length,
    loadMs: col('loadMs'),
    fcpMs: col('fcpMs'),
    buttonMs: col('buttonMs'),
    scriptLoadMs: col('scriptLoadMs'),
    openMs: col('openMs'),
    openInDomMs: col('openInDomMs'),
    scriptOpenMs: col('scriptOpenMs'),
    walletCount: col('walletCount'),
    connectMs: col('connectMs'),
    heapLoadMB: col('heapLoadMB'),
    heapOpenMB: col('heapOpenMB'),
    heapOpenGcMB: col('heapOpenGcMB'),
    nodesOpen: col('nodesOpen'),
    deepNodesOpen: col('deepNodesOpen'),
    jsFetchedLoadGzip: stats(ok.map((r) => gzipOf(r.fetchedLoad))),
    jsFetchedOpenGzip: stats(ok.map((r) => gzipOf(r.fetchedOpen))),
    jsFetchedConnectGzip: stats(ok.map((r) => gzipOf(r.fetchedConnect))),
    externalRequests: stats(ok.map((r) => r.external.length)),
    outsideConfig: stats(ok.map((r) => r.external.filter((x) => !x.inConfig).length)),
    hosts,
    sampleErrors: [...new Set(ok.flatMap((r) => r.errors))].slice(0, 6),
    fatal: runs.filter((r) => r.fatal).map((r) => r.fatal?.split('\n')[0]),
  }
}

type AppSummary = {
  library: string
  version?: string
  react?: string
  bundle?: Omit<BundleFigures, 'sizes'> & { sizes?: unknown }
  runtime: Runtime
  /** Reload → address painted with a stored connection (the floor: reload → button painted). */
  reload?: ReloadResult
}
export type Summary = {
  date: string
  /** The parts measured when `--only` chose some (pages, allwallets, core); absent for a full run. */
  only?: string[]
  runs: number
  /** How the Sigil pages took the packages: 'npm pack' (as shipped) or 'workspace source'. */
  packages?: string
  /** The CPU throttling rate of every page measurement (absent or 1: none). */
  cpuThrottling?: number
  chromium?: string
  node: string
  cpus: number
  apps: Record<string, AppSummary>
  allWallets?: AllWalletsResult | { error: string }
  core?: { figures: CoreFigure[]; error?: string }
}

type Row = { name: string; value: (a: AppSummary) => number | undefined; text: (a: AppSummary) => string }
const KIB = 1024
const sizeRow = (name: string, pick: (a: AppSummary) => number | undefined): Row => ({
  name,
  value: pick,
  text: (a) => kib(pick(a)),
})
const runRow = (name: string, pick: (r: Runtime) => Stats | undefined, digits = 0, scale = 1): Row => ({
  name,
  value: (a) => pick(a.runtime)?.median,
  text: (a) => cell(pick(a.runtime), digits, scale),
})

const ROWS: Row[] = [
  {
    name: 'JS chunks (count)',
    value: (a) => a.bundle?.jsChunks,
    text: (a) => String(a.bundle?.jsChunks ?? '—'),
  },
  sizeRow('total JS raw KiB', (a) => a.bundle?.totalJs.raw),
  sizeRow('total JS gzip KiB', (a) => a.bundle?.totalJs.gzip),
  sizeRow('total JS brotli KiB', (a) => a.bundle?.totalJs.brotli),
  {
    name: 'initial JS (entry + static imports) files',
    value: (a) => a.bundle?.initialJs.files,
    text: (a) => String(a.bundle?.initialJs.files ?? '—'),
  },
  sizeRow('initial JS raw KiB', (a) => a.bundle?.initialJs.raw),
  sizeRow('initial JS gzip KiB', (a) => a.bundle?.initialJs.gzip),
  sizeRow('initial JS brotli KiB', (a) => a.bundle?.initialJs.brotli),
  runRow('JS fetched by page start, gzip KiB', (r) => r.jsFetchedLoadGzip, 1, KIB),
  runRow('JS fetched on open, gzip KiB', (r) => r.jsFetchedOpenGzip, 1, KIB),
  runRow('FCP ms', (r) => r.fcpMs),
  runRow('load event ms', (r) => r.loadMs),
  runRow('connect button visible ms', (r) => r.buttonMs),
  runRow('script time to settle ms', (r) => r.scriptLoadMs),
  runRow('click → wallet options visible ms', (r) => r.openMs),
  runRow('click → wallet options in DOM ms', (r) => r.openInDomMs),
  runRow('script time for open ms', (r) => r.scriptOpenMs),
  runRow('click on wallet → account shown ms', (r) => r.connectMs),
  runRow('JS heap after load MiB', (r) => r.heapLoadMB, 1),
  runRow('JS heap modal open MiB', (r) => r.heapOpenMB, 1),
  runRow('JS heap modal open, after GC MiB', (r) => r.heapOpenGcMB, 1),
  runRow('DOM nodes, modal open (CDP)', (r) => r.nodesOpen),
  runRow('DOM nodes incl. shadow roots (walk)', (r) => r.deepNodesOpen),
  runRow('external requests per run (all aborted)', (r) => r.externalRequests),
  runRow('… to hosts outside the config', (r) => r.outsideConfig),
]

const fmtRatio = (s: number | undefined, p: number | undefined) =>
  s === undefined || p === undefined || p === 0 ? '—' : `${(s / p).toFixed(2)}×`

/**
 * The one-button page's JS heap with the modal open, after GC, over the bare React page's: a guard
 * against growth, not a target.
 */
export const HEAP_OVER_FLOOR_MIB = 0.85
/** The every-feature page's JS heap with the modal open, after GC (its WalletConnect SDK evaluated at idle included). */
export const HEAP_ALL_MIB = 5

/** The click → wallet options and open-script budgets of a phone-class run (`--cpu 4`). */
export const PHONE_CPU_RATE = 4
export const PHONE_OPEN_MS = 50
export const PHONE_OPEN_SCRIPT_MS = 60
/** Script time for the open with every feature (sigil-all), CPU not throttled: the one-button page's open plus little. */
export const OPEN_SCRIPT_MS = 15

/** How the run's CPU was set, for the report's and the chart's headings. */
export const cpuNote = (summary: Pick<Summary, 'cpuThrottling'>): string =>
  (summary.cpuThrottling ?? 1) > 1
    ? `CPU throttled ${summary.cpuThrottling}× (CDP Emulation.setCPUThrottlingRate)`
    : 'CPU not throttled'

export type Budget = { name: string; limit: string; actual: string; pass: boolean | undefined; over?: string }

export function budgets(summary: Summary): Budget[] {
  const s = summary.apps.sigil
  const out: Budget[] = []
  const add = (name: string, limit: number, unit: string, actual: number | undefined, digits = 1) =>
    out.push({
      name,
      limit: `≤ ${limit} ${unit}`,
      actual: actual === undefined ? 'not measured' : `${actual.toFixed(digits)} ${unit}`,
      pass: actual === undefined ? undefined : actual <= limit,
      ...(actual !== undefined && actual > limit
        ? { over: `+${(actual - limit).toFixed(digits)} ${unit}` }
        : {}),
    })
  const all = summary.apps['sigil-all']
  const floor = summary.apps['react-floor']
  const overFloor = (a: number | undefined, f: number | undefined) =>
    a === undefined || f === undefined ? undefined : a - f
  for (const [page, app, label] of [
    ['sigil', s, 'initial JS gzip, React included'],
    ['sigil-all', all, 'initial JS gzip, every adapter and feature (sigil-all)'],
  ] as const) {
    const kibs = app?.bundle ? app.bundle.initialJs.gzip / KIB : undefined
    const budget = FIRST_LOAD_BUDGETS[page]
    add(label, budget, 'KiB', kibs, 2)
    // The room left for the next feature: what the page should keep under its budget.
    const headroom = kibs === undefined ? undefined : budget - kibs
    out.push({
      name: `… headroom under ${budget} KiB (${page})`,
      limit: `≥ ${FIRST_LOAD_HEADROOM_KIB} KiB`,
      actual: headroom === undefined ? 'not measured' : `${headroom.toFixed(2)} KiB`,
      pass: headroom === undefined ? undefined : headroom >= FIRST_LOAD_HEADROOM_KIB,
      ...(headroom !== undefined && headroom < FIRST_LOAD_HEADROOM_KIB
        ? { over: `${(FIRST_LOAD_HEADROOM_KIB - headroom).toFixed(2)} KiB short` }
        : {}),
    })
  }
  const cpu = summary.cpuThrottling ?? 1
  if (cpu > 1) {
    // A phone-class run: the open budgets of a 4× slower main thread.
    const at =
      cpu === PHONE_CPU_RATE ? `at ${cpu}× CPU` : `at ${cpu}× CPU (budget set for ${PHONE_CPU_RATE}×)`
    add(`click → wallet options visible, median, ${at}`, PHONE_OPEN_MS, 'ms', s?.runtime.openMs?.median, 0)
    add(
      `click → wallet options visible, every feature (sigil-all), median, ${at}`,
      PHONE_OPEN_MS,
      'ms',
      all?.runtime.openMs?.median,
      0,
    )
    add(
      `script time for open, every feature (sigil-all), median, ${at}`,
      PHONE_OPEN_SCRIPT_MS,
      'ms',
      all?.runtime.scriptOpenMs?.median,
      0,
    )
  } else {
    add('click → wallet options visible, median', 19, 'ms', s?.runtime.openMs?.median, 0)
    add(
      'click → wallet options visible, median over the React floor',
      2,
      'ms',
      overFloor(s?.runtime.openMs?.median, floor?.runtime.openMs?.median),
      1,
    )
    add(
      'script time for open, every feature (sigil-all), median',
      OPEN_SCRIPT_MS,
      'ms',
      all?.runtime.scriptOpenMs?.median,
      0,
    )
  }
  add('JS heap modal open after GC, median', 4, 'MiB', s?.runtime.heapOpenGcMB?.median)
  add(
    'JS heap modal open after GC, median over the React floor (a guard against growth)',
    HEAP_OVER_FLOOR_MIB,
    'MiB',
    overFloor(s?.runtime.heapOpenGcMB?.median, floor?.runtime.heapOpenGcMB?.median),
    2,
  )
  add(
    'JS heap modal open after GC, every feature (sigil-all), median',
    HEAP_ALL_MIB,
    'MiB',
    all?.runtime.heapOpenGcMB?.median,
  )
  const floorReload = floor?.reload?.announced.paintedMs?.median
  for (const [page, app] of [
    ['sigil', s],
    ['sigil-all', all],
    ['sigil-wagmi', summary.apps['sigil-wagmi']],
  ] as const) {
    if (!app?.reload) continue
    add(
      `reload → address painted (${page}), injected wallet, median over the React floor's reload`,
      RELOAD_OVER_FLOOR_MS,
      'ms',
      overFloor(app.reload.announced.paintedMs?.median, floorReload),
      0,
    )
    add(
      `"Connect" painted for a connected person on reload (${page}), runs, wallet announced at once or late`,
      0,
      '',
      app.reload.announced.connectPainted + (app.reload.late?.connectPainted ?? 0),
      0,
    )
  }
  add('requests to hosts outside the config, max per run', 0, '', s?.runtime.outsideConfig?.max, 0)
  const aw = summary.allWallets && 'scroll' in summary.allWallets ? summary.allWallets : undefined
  add('AllWallets 10,000: worst frame while scrolling', 50, 'ms', aw?.scroll.worstFrameMs?.max, 1)
  add('AllWallets 10,000: search painted after the 300 ms wait', 100, 'ms', aw?.search.afterWaitMs?.median, 0)
  return out
}

/** Sigil's own pages: measured beside the peers, never divided by them as if they were one. */
const SIGIL_PAGES = ['sigil', 'sigil-all', 'sigil-wagmi']
/** The figures the wagmi bridge section puts side by side. */
const BRIDGE_ROWS = [
  'initial JS gzip KiB',
  'JS fetched by page start, gzip KiB',
  'total JS gzip KiB',
  'connect button visible ms',
  'click → wallet options visible ms',
  'click on wallet → account shown ms',
  'JS heap modal open, after GC MiB',
  'DOM nodes incl. shadow roots (walk)',
  '… to hosts outside the config',
]

function renderBridge(summary: Summary): string {
  const bridge = summary.apps['sigil-wagmi']
  if (!bridge) return 'not measured in this run\n'
  const columns = ['sigil', 'sigil-wagmi', 'wagmi-floor'].filter((n) => summary.apps[n])
  const against = columns.filter((n) => n !== 'sigil-wagmi')
  let md =
    'The Sigil page in an app that already uses wagmi (bench/apps/sigil-wagmi): its wagmi config (mainnet + Base, `injected()`, ' +
    'EIP-6963 discovery), WagmiProvider, React Query and a `useConnection` hook stay; Sigil drives the same connections through ' +
    '`@sigil/evm/wagmi`. The wagmi floor (with --peers) is the same wagmi stack with no modal library.\n\n'
  md += `| metric | ${columns.join(' | ')} | ${against.map((n) => `sigil-wagmi / ${n}`).join(' | ')} |\n`
  md += `|---|${[...columns, ...against].map(() => '---').join('|')}|\n`
  for (const row of ROWS.filter((r) => BRIDGE_ROWS.includes(r.name))) {
    const cells = columns.map((n) => (summary.apps[n] ? row.text(summary.apps[n]) : '—'))
    const ratios = against.map((n) => {
      const other = summary.apps[n]
      return other ? fmtRatio(row.value(bridge), row.value(other)) : '—'
    })
    md += `| ${row.name} | ${[...cells, ...ratios].join(' | ')} |\n`
  }
  const mods = bridge.bundle?.initialModules
  if (mods) {
    md +=
      '\nInitial JS of the bridge page by source (raw rendered KiB, share):\n\n| source | raw KiB | share |\n|---|---|---|\n'
    for (const m of mods.slice(0, 12))
      md += `| ${m.group} | ${kib(m.raw)} | ${(m.share * 100).toFixed(1)}% |\n`
  }
  return md
}

export function renderMarkdown(summary: Summary): string {
  const names = Object.keys(summary.apps)
  let md = `# Sigil bench${(summary.cpuThrottling ?? 1) > 1 ? ` at ${summary.cpuThrottling}× CPU` : ''}\n\n`
  if (summary.only) {
    md += `${summary.date}, only ${summary.only.join(', ')} (\`--only\`), ${summary.chromium}, node ${summary.node}, ${summary.cpus} CPUs, ${cpuNote(summary)}.\n`
    md += 'Cells: median (min–max).\n'
  }
  if (names.length) md += renderPages(summary)
  const measured = budgets(summary).filter((b) => !summary.only || b.pass !== undefined)
  md +=
    '\n## Budgets (Sigil page; measured, not a test)\n\n| budget | limit | actual | verdict |\n|---|---|---|---|\n'
  for (const b of measured)
    md += `| ${b.name} | ${b.limit} | ${b.actual} | ${b.pass === undefined ? 'NOT MEASURED' : b.pass ? 'PASS' : `OVER (${b.over})`} |\n`
  if (names.length) md += renderPageDetails(summary)
  if (!summary.only || summary.allWallets)
    md += `\n## AllWallets with 10,000 registry entries (devnet)\n\n${renderAllWallets(summary.allWallets)}`
  if (!summary.only || summary.core)
    md += `\n## Core micro-benchmarks (\`npm run bench:core\`)\n\n${renderCore(summary.core)}`
  return md
}

function renderPages(summary: Summary): string {
  const names = Object.keys(summary.apps)
  const peers = names.filter((n) => !SIGIL_PAGES.includes(n))
  let md = `${summary.date}, ${summary.runs} runs per app (interleaved, fresh browser and profile each), ${summary.chromium}, node ${summary.node}, ${summary.cpus} CPUs, ${cpuNote(summary)}.\n`
  md += `Runtime cells: median (min–max). Sizes: Vite 8 production builds, gzip -9 and brotli q11; the Sigil packages ${summary.packages === 'workspace source' ? 'from the workspace source (`--source`)' : 'as `npm pack` ships them (built dist, installed into a copy of each page)'}.\n\n`
  md += `| metric | ${names.join(' | ')} |\n|---|${names.map(() => '---').join('|')}|\n`
  md += `| library | ${names.map((n) => `${summary.apps[n]?.library} ${summary.apps[n]?.version ?? ''}`).join(' | ')} |\n`
  md += `| react | ${names.map((n) => summary.apps[n]?.react ?? '—').join(' | ')} |\n`
  for (const row of ROWS)
    md += `| ${row.name} | ${names.map((n) => (summary.apps[n] ? row.text(summary.apps[n]) : '—')).join(' | ')} |\n`
  md += `| runs ok / open failures | ${names.map((n) => `${summary.apps[n]?.runtime.runs} / ${summary.apps[n]?.runtime.openFailures}`).join(' | ')} |\n`
  if (peers.length && summary.apps.sigil) {
    const sigil = summary.apps.sigil
    md += `\n## Sigil / peer (medians; below 1 is better for Sigil)\n\n| metric | ${peers.map((p) => `sigil / ${p}`).join(' | ')} |\n|---|${peers.map(() => '---').join('|')}|\n`
    for (const row of ROWS) {
      if (row.name.startsWith('click on wallet')) continue
      md += `| ${row.name} | ${peers.map((p) => (summary.apps[p] ? fmtRatio(row.value(sigil), row.value(summary.apps[p])) : '—')).join(' | ')} |\n`
    }
  }
  return md
}

/** Averages per run, to one decimal (sums of fractions print as 1.5999…). */
const perRun = (n: number) => String(Number(n.toFixed(1)))

function renderPageDetails(summary: Summary): string {
  const names = Object.keys(summary.apps)
  let md = '\n## External hosts (requests per run: load / open / connect; types)\n\n'
  for (const n of names) {
    const h = summary.apps[n]?.runtime.hosts ?? {}
    const list = Object.entries(h)
      .sort()
      .map(
        ([k, v]) =>
          `${k}${v.inConfig ? ' (named in config)' : ''} (${[v.load, v.open, v.connect].map(perRun).join('/')}; ${v.types.join(',')})`,
      )
    md += `- **${n}**: ${list.join('; ') || 'none'}\n`
  }
  for (const page of ['sigil', 'sigil-all']) {
    const mods = summary.apps[page]?.bundle?.initialModules
    if (!mods) continue
    md += `\n## Initial JS of ${page} by source (raw rendered bytes before minification of the chunk; share)\n\n| source | raw KiB | share |\n|---|---|---|\n`
    for (const m of mods.slice(0, 20))
      md += `| ${m.group} | ${kib(m.raw)} | ${(m.share * 100).toFixed(1)}% |\n`
  }
  md += `\n## Sigil through the wagmi bridge\n\n${renderBridge(summary)}`
  return md
}

function renderAllWallets(aw: Summary['allWallets']): string {
  if (!aw) return 'not run\n'
  if ('error' in aw) return `failed: ${aw.error.split('\n')[0]}\n`
  let md = `${aw.runs} runs, ${Number.isFinite(aw.count) ? aw.count.toLocaleString('en-US') : 'an unknown number of'} wallets listed. Scripted scroll top → bottom of the grid (${aw.scroll.steps} steps of ${aw.scroll.stepPx} px, one per frame), then a search for "${aw.search.term}".\n\n`
  md += '| figure | median (min–max) |\n|---|---|\n'
  md += `| frames while scrolling | ${cell(aw.scroll.frames)} |\n`
  md += `| frames > 16.7 ms | ${cell(aw.scroll.longFrames)} |\n`
  md += `| frames > 25 ms (a vsync missed) | ${cell(aw.scroll.framesOver25)} |\n`
  md += `| frames > 50 ms | ${cell(aw.scroll.framesOver50)} |\n`
  md += `| worst frame ms | ${cell(aw.scroll.worstFrameMs, 1)} |\n`
  md += `| scroll duration ms | ${cell(aw.scroll.durationMs)} |\n`
  md += `| scroll stopped → tiles in view named, images loaded ms | ${cell(aw.scroll.settleMs)} |\n`
  md += `| search input → results painted ms | ${cell(aw.search.totalMs)} |\n`
  md += `| … after the ${aw.search.minWaitMs} ms minimum wait ms | ${cell(aw.search.afterWaitMs)} |\n`
  md += `| results for the search | ${cell(aw.search.results)} |\n`
  md += `| external requests (outside loopback) | ${cell(aw.external)} |\n`
  return md
}

function renderCore(core: Summary['core']): string {
  if (!core) return 'not run\n'
  let md = '| check | ops/s |\n|---|---|\n'
  for (const f of core.figures) md += `| ${f.name} | ${f.opsPerSecond.toLocaleString('en-US')} |\n`
  if (core.error) md += `\nfailed: ${core.error}\n`
  return md
}
