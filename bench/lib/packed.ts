import { execFile } from 'node:child_process'
import fs from 'node:fs'
import os from 'node:os'
import path from 'node:path'
import { promisify } from 'node:util'
import type { Plugin } from 'vite'

const run = promisify(execFile)

/** A workspace package as `npm pack` ships it: its tarball. */
export type PackedPackage = { name: string; dir: string; tarball: string }

/** The public packages under packages/* (their folder and name). */
export function publicPackages(root: string): { name: string; dir: string }[] {
  const base = path.join(root, 'packages')
  return fs
    .readdirSync(base)
    .map((entry) => path.join(base, entry))
    .filter((dir) => fs.existsSync(path.join(dir, 'package.json')))
    .map((dir) => ({ dir, manifest: JSON.parse(fs.readFileSync(path.join(dir, 'package.json'), 'utf8')) }))
    .filter(({ manifest }) => manifest.private !== true)
    .map(({ dir, manifest }) => ({ dir, name: String(manifest.name) }))
}

/**
 * `npm pack` in every public package's folder, side by side: each package's `prepack` empties its
 * `dist` and builds it, so the tarballs hold exactly what a person installing them gets.
 */
export async function packWorkspace(root: string, outDir: string): Promise<PackedPackage[]> {
  fs.mkdirSync(outDir, { recursive: true })
  return Promise.all(
    publicPackages(root).map(async ({ name, dir }) => {
      const { stdout } = await run(
        'npm',
        ['pack', '--json', '--pack-destination', outDir, '--loglevel=error', '--no-audit', '--no-fund'],
        { cwd: dir, maxBuffer: 64 * 2 ** 20 },
      )
      // The JSON follows whatever prepack printed.
      const json = stdout.slice(stdout.indexOf('[\n'))
      const [entry] = JSON.parse(json) as { filename: string }[]
      if (!entry) throw new Error(`npm pack in ${dir} made no tarball`)
      return { name, dir, tarball: path.join(outDir, entry.filename) }
    }),
  )
}

/**
 * A copy of a bench app with the tarballs installed as an app installs them: unpacked into its
 * `node_modules/@sigil/*`. Everything else in its `node_modules` (the packages' dependencies, Vite,
 * the React plugin) is a link to this repository's installs, offline; what the app's own
 * `node_modules` holds (React 18.3.1 once the bench installed it, the wagmi page's wagmi) comes from
 * there. Returns the copy's folder; remove it when done.
 */
export async function installPacked(root: string, appDir: string, packed: PackedPackage[]): Promise<string> {
  const stage = fs.mkdtempSync(path.join(os.tmpdir(), `packed-${path.basename(appDir)}-`))
  for (const entry of fs.readdirSync(appDir))
    if (!['node_modules', 'dist'].includes(entry) && !entry.startsWith('dist-'))
      fs.cpSync(path.join(appDir, entry), path.join(stage, entry), { recursive: true })
  const modules = path.join(stage, 'node_modules')
  fs.mkdirSync(modules)
  const link = (target: string, at: string) => {
    if (!fs.existsSync(at)) fs.symlinkSync(fs.realpathSync(target), at, 'dir')
  }
  const linkAll = (from: string) => {
    for (const entry of fs.readdirSync(from)) {
      if (entry === '.bin' || entry.startsWith('.package-lock') || entry === '@sigil') continue
      if (entry.startsWith('@')) {
        fs.mkdirSync(path.join(modules, entry), { recursive: true })
        for (const scoped of fs.readdirSync(path.join(from, entry)))
          link(path.join(from, entry, scoped), path.join(modules, entry, scoped))
      } else link(path.join(from, entry), path.join(modules, entry))
    }
  }
  // What the app installed itself wins (React 18.3.1; the wagmi page's wagmi 3 and its viem): the
  // repository's own copies may be other majors.
  const own = path.join(appDir, 'node_modules')
  if (fs.existsSync(own)) linkAll(own)
  linkAll(path.join(root, 'node_modules'))
  await Promise.all(
    packed.map(async ({ name, tarball }) => {
      const into = path.join(modules, name)
      fs.mkdirSync(into, { recursive: true })
      await run('tar', ['-xzf', tarball, '-C', into, '--strip-components=1'])
    }),
  )
  return stage
}

/**
 * The bench apps resolve `@sigil/*` to source through the `sigil-source` condition; an app that
 * installed the packages does not set it, so its build takes their `dist`, as shipped.
 */
export function withoutSourceCondition(): Plugin {
  const drop = (conditions: string[] | undefined) => conditions?.filter((c) => c !== 'sigil-source')
  return {
    name: 'bench-packed-packages',
    enforce: 'pre',
    config(config) {
      if (config.resolve?.conditions) config.resolve.conditions = drop(config.resolve.conditions)
    },
    configEnvironment(_name, config) {
      if (config.resolve?.conditions) config.resolve.conditions = drop(config.resolve.conditions)
    },
  }
}
