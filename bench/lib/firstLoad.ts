import fs from 'node:fs'
import { createRequire } from 'node:module'
import os from 'node:os'
import path from 'node:path'
import { analyzeDist, type BundleFigures, buildInProcess, type ModuleSizes } from './build.js'
import { type LocaleChunk, localeChunks } from './localeChunks.js'
import { installPacked, type PackedPackage, withoutSourceCondition } from './packed.js'

/**
 * The initial JS budgets, KiB gzip with React included, on the bench apps' React 18.3.1: the bench
 * page (mainnet + Base, the EVM adapter, the ConnectButton) and the page with every adapter and
 * feature. A page is priced as what it adds to a bare React page built the same way with the React
 * it resolves, plus React 18.3.1's floor, so the figure holds whichever React resolves (the
 * workspace's React 19 where the bench apps are not installed, as in CI). Why they are what they
 * are is in bench/README.md. Lower them when a change cuts weight.
 */
export const FIRST_LOAD_BUDGETS = { sigil: 56, 'sigil-all': 64 } as const
export type FirstLoadPage = keyof typeof FIRST_LOAD_BUDGETS
/** What each page must keep under its budget (the size test fails below it), so that the next feature has room to land lazily. */
export const FIRST_LOAD_HEADROOM_KIB = 1
/** The bare React 18.3.1 page's initial JS, gzip bytes (bench/peers/apps/react-floor, Vite 8). */
export const REACT_18_FLOOR_GZIP = 45_211

export type FirstLoad = {
  /** The version of react-dom the build bundled. */
  react: string
  figures: BundleFigures
  /** Raw rendered bytes of each source module in the initial chunks, largest first. */
  modules: { id: string; raw: number }[]
  /** The page's locale chunks (each shipped locale's table, loaded when chosen). */
  locales: LocaleChunk[]
}

/** The source path a person reads: from the package or workspace folder on. */
export function shortModuleId(id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0] ?? id
  const nm = clean.lastIndexOf('node_modules/')
  if (nm >= 0) return clean.slice(nm + 'node_modules/'.length)
  const ws = clean.match(/\/(packages\/.*|bench\/.*)$/)
  return ws?.[1] ?? path.basename(clean)
}

/**
 * The `node_modules` folder a page's React comes from: the page's own once `npm run bench` has
 * installed it (18.3.1, as in the peers' apps), the workspace's otherwise.
 */
export function reactModulesOf(appDir: string): string {
  const require = createRequire(path.join(appDir, 'package.json'))
  return path.dirname(path.dirname(require.resolve('react-dom/package.json')))
}

/** The version of the react-dom a build bundled, read from the folder its modules came from. */
function bundledReactDom(modules: ModuleSizes): string {
  for (const ids of Object.values(modules))
    for (const id of Object.keys(ids)) {
      const folder = id.replace(/^\0/, '').match(/^(.*\/node_modules\/react-dom)\//)?.[1]
      if (folder)
        return (JSON.parse(fs.readFileSync(path.join(folder, 'package.json'), 'utf8')) as { version: string })
          .version
    }
  throw new Error('the build bundled no react-dom')
}

/**
 * Builds one page folder as `npm run bench` does (its own Vite config, production, in this process)
 * into a temporary folder, and sizes its first load: the entry and what it imports statically.
 * `reactFrom`: a `node_modules` folder to take React from instead of the page's own, so that a floor
 * is built with the same React as the page it prices (the bench may have installed one app's React
 * and not another's).
 */
export async function measureFirstLoad(
  appDir: string,
  reactFrom?: string,
  packed?: { root: string; packages: PackedPackage[] },
): Promise<FirstLoad> {
  const outDir = fs.mkdtempSync(path.join(os.tmpdir(), `first-load-${path.basename(appDir)}-`))
  // Priced as shipped: the app copied with the tarballs installed, built without the source condition.
  const stage = packed ? await installPacked(packed.root, appDir, packed.packages) : undefined
  try {
    const built = await buildInProcess(stage ?? appDir, {
      outDir,
      ...(reactFrom
        ? { alias: [{ find: /^(react|react-dom|scheduler)(\/.*)?$/, replacement: `${reactFrom}/$1$2` }] }
        : {}),
      ...(stage ? { plugins: [withoutSourceCondition()] } : {}),
    })
    if (!built.ok) throw new Error(`building ${appDir} failed:\n${built.error}`)
    const figures = analyzeDist(outDir, built.modules)
    const sizes = figures.initialJs.list
      .flatMap((file) => Object.entries(built.modules[file] ?? {}))
      .map(([id, raw]) => ({ id: shortModuleId(id), raw }))
      .filter((m) => m.raw > 0)
      .sort((a, b) => b.raw - a.raw)
    return {
      react: bundledReactDom(built.modules),
      figures,
      modules: sizes,
      locales: localeChunks(figures, built.modules),
    }
  } finally {
    fs.rmSync(outDir, { recursive: true, force: true })
    if (stage) fs.rmSync(stage, { recursive: true, force: true })
  }
}

const kib = (bytes: number) => (bytes / 1024).toFixed(2)

/** A page's first load against its budget: with React 18.3.1, and the headroom left under the budget. */
export function firstLoadVerdict(name: FirstLoadPage, page: FirstLoad, floor: FirstLoad) {
  const addedKiB = (page.figures.initialJs.gzip - floor.figures.initialJs.gzip) / 1024
  const totalKiB = addedKiB + REACT_18_FLOOR_GZIP / 1024
  const budgetKiB = FIRST_LOAD_BUDGETS[name]
  const headroomKiB = budgetKiB - totalKiB
  const line =
    `${name}: ${totalKiB.toFixed(2)} KiB gzip with React 18.3.1 (+${addedKiB.toFixed(2)} over its ${(REACT_18_FLOOR_GZIP / 1024).toFixed(2)}), ` +
    `budget ${budgetKiB} KiB, headroom ${headroomKiB.toFixed(2)} KiB` +
    (headroomKiB >= FIRST_LOAD_HEADROOM_KIB
      ? ` (≥ ${FIRST_LOAD_HEADROOM_KIB} KiB kept)`
      : ` (UNDER the ${FIRST_LOAD_HEADROOM_KIB} KiB to keep: give weight back before adding any)`)
  return { addedKiB, totalKiB, budgetKiB, headroomKiB, line }
}

/** A report of a page's first load: its size, the floor's, and its largest contributors. */
export function describeFirstLoad(name: string, page: FirstLoad, floor: FirstLoad, top = 25): string {
  const added = page.figures.initialJs.gzip - floor.figures.initialJs.gzip
  const lines = [
    `${name}: initial JS ${kib(page.figures.initialJs.gzip)} KiB gzip (${kib(page.figures.initialJs.raw)} KiB raw, ${page.figures.initialJs.files} files), ` +
      `+${kib(added)} KiB over the React floor (${kib(floor.figures.initialJs.gzip)} KiB, React ${floor.react})`,
    '  by source group (raw):',
    ...(page.figures.initialModules ?? [])
      .slice(0, 12)
      .map((g) => `    ${g.group.padEnd(44)} ${String(g.raw).padStart(7)}  ${(g.share * 100).toFixed(1)}%`),
    `  top ${top} modules (raw):`,
    ...page.modules.slice(0, top).map((m) => `    ${m.id.padEnd(72)} ${String(m.raw).padStart(7)}`),
  ]
  return lines.join('\n')
}
