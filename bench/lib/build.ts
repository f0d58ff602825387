import { spawnSync } from 'node:child_process'
import fs from 'node:fs'
import path from 'node:path'
import zlib from 'node:zlib'
import type { Plugin } from 'vite'

export type Size = { raw: number; gzip: number; brotli: number }
export type BundleFigures = {
  jsChunks: number
  totalJs: Size
  initialJs: Size & { files: number; list: string[] }
  initialCss: { files: number; gzip: number }
  entry: string
  largestChunk: Size & { file: string }
  /** Raw rendered bytes per source group in the initial chunks (only for builds run in-process). */
  initialModules?: { group: string; raw: number; share: number }[]
  sizes: Record<string, Size>
}

const gzip = (buf: Buffer) => zlib.gzipSync(buf, { level: 9 }).length
const brotli = (buf: Buffer) =>
  zlib.brotliCompressSync(buf, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }).length

/** `npx vite build` in an app folder, with the app's own Vite and config (as the shared harness). */
export function buildWithNpx(cwd: string): { ok: boolean; ms: number; error?: string } {
  const started = Date.now()
  const r = spawnSync('npx', ['vite', 'build'], {
    cwd,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  })
  const ms = Date.now() - started
  return r.status === 0 ? { ok: true, ms } : { ok: false, ms, error: `${r.stderr}${r.stdout}`.slice(-4000) }
}

export type ModuleSizes = Record<string, Record<string, number>> // chunk file -> module id -> rendered bytes

/** Records each output chunk's modules and their rendered length, to explain the initial chunk. */
function moduleSizesPlugin(into: ModuleSizes): Plugin {
  return {
    name: 'bench-module-sizes',
    generateBundle(_options, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue
        const modules: Record<string, number> = {}
        for (const [id, info] of Object.entries(output.modules)) modules[id] = info.renderedLength
        into[output.fileName] = modules
      }
    },
  }
}

/** Groups a module id by package (node_modules/<pkg>) or workspace folder (packages/<pkg>/src/<dir>). */
export function moduleGroup(id: string): string {
  const clean = id.replace(/^\0/, '').split('?')[0] ?? id
  const nm = clean.lastIndexOf('node_modules/')
  if (nm >= 0) {
    const rest = clean.slice(nm + 'node_modules/'.length).split('/')
    const name = rest[0]?.startsWith('@') ? `${rest[0]}/${rest[1]}` : (rest[0] ?? clean)
    // A packed workspace package: grouped by its folder under dist, as its source would be under src.
    if (rest[0] === '@sigil' && rest[2] === 'dist')
      return rest.length > 4 ? `${name}/${rest[3]}` : `${name}/${rest[3] ?? ''}`
    if (name === 'viem' || name === 'ox' || name.startsWith('@noble') || name.startsWith('@scure'))
      return `${name}/${rest.slice(name.includes('/') ? 2 : 1, name.includes('/') ? 3 : 2).join('/')}`
    return name
  }
  const ws = clean.match(/\/packages\/([^/]+)\/src\/(.*)$/)
  if (ws) {
    const parts = (ws[2] ?? '').split('/')
    return `@sigil/${ws[1]}/${parts.length > 1 ? parts[0] : parts[0]}`
  }
  return path.basename(clean)
}

/** A Vite production build run in this process with the app's config plus the module-size plugin. */
export async function buildInProcess(
  root: string,
  options: {
    input?: string
    outDir?: string
    alias?: { find: RegExp; replacement: string }[]
    /** Added to the app's own plugins (after the module-size recorder). */
    plugins?: Plugin[]
  } = {},
): Promise<{ ok: boolean; ms: number; error?: string; modules: ModuleSizes }> {
  const { build } = await import('vite')
  const modules: ModuleSizes = {}
  const started = Date.now()
  // As `npx vite build` sees it, even under a test runner that sets NODE_ENV=test (React's
  // development build would be measured otherwise).
  const nodeEnv = process.env.NODE_ENV
  process.env.NODE_ENV = 'production'
  try {
    await build({
      root,
      configFile: path.join(root, 'vite.config.ts'),
      logLevel: 'warn',
      mode: 'production',
      plugins: [moduleSizesPlugin(modules), ...(options.plugins ?? [])],
      ...(options.alias ? { resolve: { alias: options.alias } } : {}),
      build: {
        ...(options.outDir ? { outDir: options.outDir, emptyOutDir: true } : {}),
        ...(options.input ? { rollupOptions: { input: path.join(root, options.input) } } : {}),
      },
    })
    return { ok: true, ms: Date.now() - started, modules }
  } catch (error) {
    return { ok: false, ms: Date.now() - started, error: String(error).slice(-4000), modules }
  } finally {
    if (nodeEnv === undefined) delete process.env.NODE_ENV
    else process.env.NODE_ENV = nodeEnv
  }
}

type ManifestEntry = { file: string; isEntry?: boolean; imports?: string[]; css?: string[] }

/** Sizes a dist folder: every JS/CSS file raw, gzip -9 and brotli q11; initial = entry + static imports. */
export function analyzeDist(dist: string, modules?: ModuleSizes): BundleFigures {
  const manifest = JSON.parse(fs.readFileSync(path.join(dist, '.vite', 'manifest.json'), 'utf8')) as Record<
    string,
    ManifestEntry
  >
  const sizes: Record<string, Size> = {}
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name)
      if (entry.isDirectory()) {
        if (entry.name !== '.vite') walk(full)
      } else if (/\.(js|css)$/.test(entry.name)) {
        const buf = fs.readFileSync(full)
        sizes[path.relative(dist, full)] = { raw: buf.length, gzip: gzip(buf), brotli: brotli(buf) }
      }
    }
  }
  walk(dist)
  const sum = (files: string[]): Size =>
    files.reduce(
      (acc, f) => {
        const s = sizes[f]
        return s ? { raw: acc.raw + s.raw, gzip: acc.gzip + s.gzip, brotli: acc.brotli + s.brotli } : acc
      },
      { raw: 0, gzip: 0, brotli: 0 },
    )
  const js = Object.keys(sizes).filter((f) => f.endsWith('.js'))
  const entryKey = Object.keys(manifest).find((k) => manifest[k]?.isEntry)
  if (!entryKey) throw new Error(`${dist}: no entry in the manifest`)
  const seen = new Set<string>()
  const css = new Set<string>()
  const visit = (key: string) => {
    if (seen.has(key)) return
    seen.add(key)
    for (const c of manifest[key]?.css ?? []) css.add(c)
    for (const i of manifest[key]?.imports ?? []) visit(i)
  }
  visit(entryKey)
  const initialList = [...seen].map((k) => manifest[k]?.file ?? k)
  const largest = js.sort((a, b) => (sizes[b]?.raw ?? 0) - (sizes[a]?.raw ?? 0))[0] ?? ''
  const figures: BundleFigures = {
    jsChunks: js.length,
    totalJs: sum(js),
    initialJs: { ...sum(initialList), files: initialList.length, list: initialList },
    initialCss: { files: css.size, gzip: sum([...css]).gzip },
    entry: manifest[entryKey]?.file ?? entryKey,
    largestChunk: { file: largest, ...(sizes[largest] ?? { raw: 0, gzip: 0, brotli: 0 }) },
    sizes,
  }
  if (modules) {
    const groups = new Map<string, number>()
    let total = 0
    for (const file of initialList)
      for (const [id, bytes] of Object.entries(modules[file] ?? {})) {
        groups.set(moduleGroup(id), (groups.get(moduleGroup(id)) ?? 0) + bytes)
        total += bytes
      }
    figures.initialModules = [...groups.entries()]
      .sort((a, b) => b[1] - a[1])
      .map(([group, raw]) => ({ group, raw, share: total ? raw / total : 0 }))
  }
  return figures
}
