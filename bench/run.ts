// `npm run bench [-- --peers] [--runs 5] [--no-build] [--no-pages] [--no-allwallets] [--no-core] [--chromium PATH]`
// `npm run bench -- --only pages --pages sigil,sigil-all,react-floor` measures only the named pages.
// `npm run bench -- --only allwallets [--runs 5] [--trace]` measures only the named parts (pages, reload, allwallets,
// core, walletconnect, embedded, preview, locales; comma-separated) and writes bench/results/only-<parts>.{md,json}, leaving the full summary alone.
// `npm run bench -- --only embedded [--runs 8]` measures click "Continue with email" → the code view painted on the demo.
// `npm run bench -- --only preview [--runs 5]` measures Send's review and Swap's quote with the transaction preview and
// with its code held: the view's first paint, the script before it, and the simulation's first request after it.
// `npm run bench -- --only reload [--peers]` measures reload → connected address painted with a stored connection.
// `npm run bench -- --only locales` sizes each locale's chunk in the Sigil page (≤ 12 KiB gzip each).
// `npm run bench -- --source` prices the Sigil pages from the workspace source instead of the packages
// as `npm pack` ships them (the default: every package packed once, the tarballs installed into a copy of each page).
// `npm run bench -- --cpu 4` slows every page's main thread 4× (CDP Emulation.setCPUThrottlingRate), a
// phone-class run: it writes summary-cpu4.{md,json,svg} (or only-<parts>-cpu4.*), leaving the unthrottled summary alone.
//
// Builds the Sigil bench page (bench/apps/sigil: React 18.3.1, mainnet + Base, the EVM adapter, the
// ConnectButton), the same page with every adapter and feature configured (bench/apps/sigil-all), the same page through the wagmi bridge in an app that uses wagmi (bench/apps/sigil-wagmi)
// and the bare React floor (bench/peers/apps/react-floor), with --peers also AppKit,
// RainbowKit, ConnectKit and the wagmi floor (bench/peers/apps/*), then measures them the same way as the
// shared peer harness: sizes from the Vite manifest, and interleaved runs in headless Chromium, each in a
// fresh browser and profile, with every non-loopback request aborted and counted. Adds Sigil's
// click → account shown (both Sigil pages), AllWallets with a 10,000-entry devnet registry and the core micro-benchmarks,
// prints the table with the budgets and writes bench/results/summary.{md,json} (raw runs: *.raw.json).
import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { type AllWalletsResult, measureAllWallets } from './lib/allWallets.js'
import { appSpecs } from './lib/apps.js'
import { analyzeDist, type BundleFigures, buildInProcess, buildWithNpx } from './lib/build.js'
import { renderChart } from './lib/chart.js'
import { type CoreFigure, runCoreBench } from './lib/coreBench.js'
import { type EmbeddedEmailResult, measureEmbeddedEmail, renderEmbeddedEmail } from './lib/embeddedEmail.js'
import { measureFirstLoad } from './lib/firstLoad.js'
import {
  describeLocaleChunks,
  type LocaleChunk,
  localeChunks,
  renderLocaleChunks,
} from './lib/localeChunks.js'
import { installPacked, type PackedPackage, packWorkspace, withoutSourceCondition } from './lib/packed.js'
import { measurePreview } from './lib/preview.js'
import { type PreviewResult, renderPreview } from './lib/previewReport.js'
import { type ReloadResult, type ReloadRun, reloadRun, renderReload, summarizeReload } from './lib/reload.js'
import { renderMarkdown, summarizeRuns } from './lib/report.js'
import { type AppSpec, type RunResult, runOnce } from './lib/runPage.js'
import { type StaticServer, serveDist } from './lib/serve.js'
import { measureWalletConnect, renderWalletConnect, type WalletConnectResult } from './lib/walletConnect.js'

const BENCH = path.dirname(fileURLToPath(import.meta.url))
const ROOT = path.dirname(BENCH)
const argv = process.argv.slice(2)
const opt = (name: string, fallback: string) => {
  const i = argv.indexOf(`--${name}`)
  const v = argv[i + 1]
  return i >= 0 && v && !v.startsWith('--') ? v : fallback
}
const flag = (name: string) => argv.includes(`--${name}`)
const RUNS = Number(opt('runs', '5'))
const CHROMIUM = opt('chromium', process.env.SIGIL_CHROMIUM ?? '/usr/bin/chromium')
const OUT = path.join(BENCH, 'results')
const PEERS = flag('peers')
/** CPU throttling rate on every page the bench measures (1: none). */
const CPU = Number(opt('cpu', '1'))
if (!Number.isFinite(CPU) || CPU < 1) throw new Error(`--cpu ${opt('cpu', '')}: a rate of 1 or more`)
const PARTS = [
  'pages',
  'reload',
  'allwallets',
  'core',
  'walletconnect',
  'embedded',
  'preview',
  'locales',
] as const
const ONLY = argv.includes('--only') ? opt('only', '').split(',').filter(Boolean) : undefined
for (const part of ONLY ?? [])
  if (!(PARTS as readonly string[]).includes(part))
    throw new Error(`--only ${part}: not one of ${PARTS.join(', ')}`)
if (ONLY?.length === 0) throw new Error(`--only needs one of ${PARTS.join(', ')}`)
const measures = (part: (typeof PARTS)[number]) => (ONLY ? ONLY.includes(part) : !flag(`no-${part}`))
fs.mkdirSync(OUT, { recursive: true })

const specs = appSpecs(BENCH)
// `--pages sigil,sigil-all,react-floor` measures only those pages (with --only, to leave the summary alone).
const PAGES = opt('pages', '').split(',').filter(Boolean)
const names = !(measures('pages') || measures('reload'))
  ? []
  : PAGES.length > 0
    ? PAGES
    : PEERS
      ? [
          'sigil',
          'sigil-all',
          'sigil-wagmi',
          'appkit',
          'rainbowkit',
          'connectkit',
          'wagmi-floor',
          'react-floor',
        ]
      : ['sigil', 'sigil-all', 'sigil-wagmi', 'react-floor']
const log = (text: string) => process.stderr.write(text)
// The Sigil pages price the packages as `npm pack` ships them (built dist, installed into a copy of
// the page) unless --source asks for the workspace source.
const SOURCE = flag('source')
let packed: PackedPackage[] | undefined
const packedPackages = async (): Promise<PackedPackage[]> => {
  if (!packed) {
    log('npm pack of every package (each builds its dist)... ')
    packed = await packWorkspace(ROOT, fs.mkdtempSync(path.join(os.tmpdir(), 'sigil-bench-tarballs-')))
    log('ok\n')
  }
  return packed
}

function ensureInstalled(dir: string): void {
  if (fs.existsSync(path.join(dir, 'node_modules'))) return
  log(`npm ci in ${path.relative(ROOT, dir)}... `)
  const r = spawnSync('npm', ['ci', '--no-audit', '--no-fund', '--loglevel=error'], {
    cwd: dir,
    encoding: 'utf8',
  })
  if (r.status !== 0) throw new Error(`npm ci failed in ${dir}:\n${r.stderr}`)
  log('ok\n')
}

const versionOf = (dir: string, pkg: string): string | undefined => {
  try {
    return (
      JSON.parse(fs.readFileSync(path.join(dir, 'node_modules', pkg, 'package.json'), 'utf8')) as {
        version: string
      }
    ).version
  } catch {
    return undefined
  }
}

type AppResult = {
  library: string
  version?: string
  react?: string
  build?: { ok: boolean; ms: number }
  bundle?: BundleFigures
}
const apps: Record<string, AppResult> = {}
for (const name of names) {
  const spec = specs[name]
  if (!spec) throw new Error(`unknown app ${name}`)
  ensureInstalled(spec.dir)
  // A Sigil page built on an app's wagmi names the wagmi it was measured with.
  const wagmi = versionOf(spec.dir, 'wagmi')
  const a: AppResult = {
    library: spec.library,
    version:
      spec.kind === 'sigil'
        ? `0.1.0 (${SOURCE ? 'workspace source' : 'npm pack'})${wagmi ? `, wagmi ${wagmi}` : ''}`
        : versionOf(spec.dir, spec.library),
    react: versionOf(spec.dir, 'react'),
  }
  apps[name] = a
  const dist = path.join(spec.dir, 'dist')
  if (!flag('no-build')) {
    log(`build ${name}... `)
    if (spec.kind === 'sigil') {
      const stage = SOURCE ? undefined : await installPacked(ROOT, spec.dir, await packedPackages())
      const built = await buildInProcess(
        stage ?? spec.dir,
        stage ? { outDir: dist, plugins: [withoutSourceCondition()] } : {},
      )
      if (stage) fs.rmSync(stage, { recursive: true, force: true })
      a.build = { ok: built.ok, ms: built.ms }
      if (!built.ok) log(`FAILED\n${built.error}\n`)
      else fs.writeFileSync(path.join(dist, '.vite', 'modules.json'), JSON.stringify(built.modules))
    } else {
      const built = buildWithNpx(spec.dir)
      a.build = { ok: built.ok, ms: built.ms }
      if (!built.ok) log(`FAILED\n${built.error}\n`)
    }
    if (!a.build.ok) continue
    log(`ok ${a.build.ms} ms\n`)
  }
  const modulesFile = path.join(dist, '.vite', 'modules.json')
  const modules = fs.existsSync(modulesFile) ? JSON.parse(fs.readFileSync(modulesFile, 'utf8')) : undefined
  a.bundle = analyzeDist(dist, modules)
}

// Each locale's chunk in the Sigil page (from the build above, else a build of its own).
let locales: LocaleChunk[] | { error: string } | undefined
if (measures('locales')) {
  log('locale chunks... ')
  try {
    const sigilDir = specs.sigil?.dir ?? ''
    const modulesFile = path.join(sigilDir, 'dist', '.vite', 'modules.json')
    const built = apps.sigil?.bundle
    if (built && fs.existsSync(modulesFile))
      locales = localeChunks(built, JSON.parse(fs.readFileSync(modulesFile, 'utf8')))
    else {
      ensureInstalled(sigilDir)
      locales = (
        await measureFirstLoad(
          sigilDir,
          undefined,
          SOURCE ? undefined : { root: ROOT, packages: await packedPackages() },
        )
      ).locales
    }
    log(`ok\n${describeLocaleChunks(locales)}\n`)
  } catch (e) {
    locales = { error: String((e as Error).stack ?? e).slice(0, 2000) }
    log(`FAILED ${String(e)}\n`)
  }
}

// ---------------------------------------------------------------- interleaved browser runs
const servers: Record<string, StaticServer> = {}
for (const name of names)
  if (apps[name]?.bundle) servers[name] = await serveDist(path.join(specs[name]?.dir ?? '', 'dist'))
const raw: Record<string, RunResult[]> = Object.fromEntries(Object.keys(servers).map((n) => [n, []]))
for (let i = 1; measures('pages') && i <= RUNS; i++) {
  for (const [name, server] of Object.entries(servers)) {
    const spec = specs[name]
    if (!spec) continue
    log(`run ${i}/${RUNS} ${name}... `)
    const r = await runOnce(spec, server, i, {
      chromium: CHROMIUM,
      settleMs: Number(opt('settle', '1500')),
      afterOpenMs: Number(opt('after-open', '2000')),
      cpu: CPU,
      ...(i === 1 ? { shotsDir: OUT } : {}),
    })
    raw[name]?.push(r)
    log(
      r.fatal
        ? `FAILED ${r.fatal.split('\n')[0]}\n`
        : `load ${r.loadMs?.toFixed(0)} ms, open ${r.openMs?.toFixed(0) ?? r.openError} ms, connect ${r.connectMs?.toFixed(0) ?? r.connectError ?? '-'} ms, heap(GC) ${r.heapOpenGcMB?.toFixed(1)} MiB, ext ${r.external.length}\n`,
    )
  }
}

// Reload → address painted on the pages that show a connected account, beside the floors' plain reloads
// (the wagmi floor: what the app under sigil-wagmi paints its first frame by).
const reloadPages = Object.keys(servers).filter((n) => specs[n]?.reload || specs[n]?.kind === 'floor')
const reloadRaw: Record<string, ReloadRun[]> = Object.fromEntries(reloadPages.map((n) => [n, []]))
for (let i = 1; measures('reload') && i <= RUNS; i++) {
  for (const name of reloadPages) {
    const spec = specs[name]
    const server = servers[name]
    if (!spec || !server) continue
    log(`reload ${i}/${RUNS} ${name}... `)
    const runs = await reloadRun(spec, server, { chromium: CHROMIUM, cpu: CPU })
    reloadRaw[name]?.push(...runs)
    log(
      `${runs
        .map((r) =>
          r.error
            ? `${r.variant} FAILED ${r.error}`
            : `${r.variant} ${r.paintedMs?.toFixed(0)} ms${r.connectPainted ? ` (flash "${r.connectPainted}")` : ''}`,
        )
        .join(', ')}\n`,
    )
  }
}
for (const server of Object.values(servers)) await server.close()
const reload: Record<string, ReloadResult> = Object.fromEntries(
  Object.entries(reloadRaw)
    .filter(([, runs]) => runs.length > 0)
    .map(([name, runs]) => [name, summarizeReload(specs[name] as AppSpec, runs)]),
)

// ---------------------------------------------------------------- AllWallets at scale, core micro-benchmarks
let allWallets: AllWalletsResult | { error: string } | undefined
if (measures('allwallets')) {
  log('AllWallets with a 10,000-entry devnet registry...\n')
  try {
    const sigilDir = specs.sigil?.dir ?? ''
    ensureInstalled(sigilDir)
    allWallets = await measureAllWallets({
      appDir: sigilDir,
      chromium: CHROMIUM,
      runs: RUNS,
      build: !flag('no-build'),
      cpu: CPU,
      outDir: OUT,
      ...(flag('trace') ? { tracePath: path.join(OUT, 'allwallets-trace.raw.json') } : {}),
      log,
    })
    log('ok\n')
  } catch (e) {
    allWallets = { error: String((e as Error).stack ?? e).slice(0, 2000) }
    log(`FAILED ${String(e)}\n`)
  }
}
let core: { figures: CoreFigure[]; error?: string } | undefined
if (measures('core')) {
  log('core micro-benchmarks... ')
  core = runCoreBench(ROOT)
  log(core.error ? `FAILED ${core.error}\n` : 'ok\n')
}

let walletConnect: WalletConnectResult | { error: string } | undefined
if (measures('walletconnect')) {
  log('WalletConnect: click → QR painted over a devnet relay, initial JS with the connector...\n')
  try {
    ensureInstalled(specs.sigil?.dir ?? '')
    walletConnect = await measureWalletConnect({
      appDir: specs.sigil?.dir ?? '',
      chromium: CHROMIUM,
      runs: RUNS,
      build: !flag('no-build'),
      cpu: CPU,
      log,
    })
  } catch (e) {
    walletConnect = { error: String((e as Error).stack ?? e).slice(0, 2000) }
    log(`FAILED ${String(e)}\n`)
  }
}

// Click "Continue with email" → the code view painted, warm (budget 300 ms).
let embeddedEmail: EmbeddedEmailResult | { error: string } | undefined
if (measures('embedded')) {
  log('Continue with email → code view (demo on devnet)... ')
  try {
    embeddedEmail = await measureEmbeddedEmail({ chromium: CHROMIUM, runs: RUNS, cpu: CPU, log })
  } catch (e) {
    embeddedEmail = { error: String((e as Error).stack ?? e).slice(0, 2000) }
    log(`FAILED ${String(e)}\n`)
  }
}

// Send's review and Swap's quote: the view's first paint with the preview ≤ without it + one frame,
// and the simulation's first request after that paint.
let preview: PreviewResult | { error: string } | undefined
if (measures('preview')) {
  log('Transaction preview: the view painted, then the simulation (demo on devnet)...\n')
  try {
    preview = await measurePreview({ chromium: CHROMIUM, runs: RUNS, cpu: CPU, log })
  } catch (e) {
    preview = { error: String((e as Error).stack ?? e).slice(0, 2000) }
    log(`FAILED ${String(e)}\n`)
  }
}

// ---------------------------------------------------------------- summary
const chromiumVersion = spawnSync(CHROMIUM, ['--version'], { encoding: 'utf8' }).stdout?.trim()
const result = {
  date: new Date().toISOString(),
  ...(ONLY ? { only: ONLY } : {}),
  runs: RUNS,
  cpuThrottling: CPU,
  packages: SOURCE ? 'workspace source' : 'npm pack',
  chromium: chromiumVersion,
  node: process.version,
  cpus: os.cpus().length,
  apps: Object.fromEntries(
    Object.entries(apps).map(([name, a]) => [
      name,
      {
        ...a,
        bundle: a.bundle ? { ...a.bundle, sizes: undefined } : undefined,
        runtime: summarizeRuns(raw[name] ?? [], a.bundle),
        ...(reload[name] ? { reload: reload[name] } : {}),
      },
    ]),
  ),
  allWallets,
  core,
  walletConnect,
  embeddedEmail,
  preview,
  locales,
}
const stamp = result.date.replace(/[:.]/g, '-')
const throttled = CPU > 1 ? `-cpu${CPU}` : ''
fs.writeFileSync(
  path.join(OUT, `run-${stamp}${throttled}.raw.json`),
  JSON.stringify({ result, raw, reloadRaw, apps }, null, 2),
)
const summaryName = `${ONLY ? `only-${ONLY.join('-')}` : 'summary'}${throttled}`
fs.writeFileSync(path.join(OUT, `${summaryName}.json`), `${JSON.stringify(result, null, 2)}\n`)
const md =
  renderMarkdown(result) +
  renderReload(reload) +
  renderWalletConnect(walletConnect) +
  renderEmbeddedEmail(embeddedEmail) +
  renderPreview(preview) +
  renderLocaleChunks(locales)
fs.writeFileSync(path.join(OUT, `${summaryName}.md`), md)
fs.writeFileSync(path.join(OUT, `${summaryName}.svg`), renderChart(result))
process.stdout.write(md)
