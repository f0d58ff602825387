import { execFileSync, spawnSync } from 'node:child_process'
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  realpathSync,
  rmSync,
  symlinkSync,
} from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join, relative } from 'node:path'
import { pathToFileURL } from 'node:url'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { specifierOf, workspacePackages } from './workspacePackages.js'

// Packs every public package under packages/*, installs the tarballs into a scratch app with no
// network (the tarballs are unpacked, and each dependency they or the app declare is linked from
// this repository's node_modules, so an undeclared import fails to resolve), then type-checks
// and builds the app for the browser and the server, renders it in Node, and runs the
// packaging linters on each tarball.
const root = process.cwd()
const bin = (name: string) => join(root, 'node_modules', '.bin', name)
const packages = workspacePackages(root).filter((pkg) => !pkg.private)
const appDependencies = ['react', 'react-dom', 'viem', '@types/react', '@types/react-dom']
const env = {
  ...process.env,
  NEXT_TELEMETRY_DISABLED: '1',
  npm_config_audit: 'false',
  npm_config_fund: 'false',
}

let work = ''
let app = ''
const tarballs = new Map<string, string>()

const run = (command: string, args: string[], cwd: string) =>
  execFileSync(command, args, { cwd, env, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })

/** Where this repository installed a dependency of `fromDir`: its own node_modules, then the root's. */
function installed(name: string, fromDir: string): string {
  for (const base of [join(fromDir, 'node_modules'), join(root, 'node_modules')]) {
    const candidate = join(base, name)
    if (existsSync(candidate)) return realpathSync(candidate)
  }
  throw new Error(`${name} is not installed in this repository`)
}

function link(name: string, target: string) {
  const at = join(app, 'node_modules', name)
  if (existsSync(at)) return
  mkdirSync(dirname(at), { recursive: true })
  symlinkSync(target, at, 'dir')
}

beforeAll(() => {
  work = mkdtempSync(join(tmpdir(), 'sigil-pack-'))
  app = join(work, 'app')
  const out = join(work, 'tarballs')
  mkdirSync(out)
  const packed = JSON.parse(
    run(
      'npm',
      [
        'pack',
        '--json',
        '--pack-destination',
        out,
        ...packages.flatMap((pkg) => ['-w', relative(root, pkg.dir)]),
      ],
      root,
    ),
  ) as { name: string; filename: string }[]
  for (const entry of packed) tarballs.set(entry.name, join(out, entry.filename))

  cpSync(join(root, 'scripts/packaging/scratch-app'), app, { recursive: true })
  for (const pkg of packages) {
    const target = join(app, 'node_modules', pkg.name)
    mkdirSync(target, { recursive: true })
    run('tar', ['-xzf', tarballs.get(pkg.name) ?? '', '-C', target, '--strip-components=1'], work)
    const manifest = pkg.manifest as {
      dependencies?: Record<string, string>
      peerDependencies?: Record<string, string>
    }
    const optional = (pkg.manifest as { peerDependenciesMeta?: Record<string, { optional?: boolean }> })
      .peerDependenciesMeta
    for (const name of [
      ...Object.keys(manifest.dependencies ?? {}),
      ...Object.keys(manifest.peerDependencies ?? {}),
    ]) {
      if (name.startsWith('@sigil/') || optional?.[name]?.optional) continue
      link(name, installed(name, pkg.dir))
    }
  }
  for (const name of appDependencies) link(name, installed(name, root))
}, 600_000)

afterAll(() => {
  if (work) rmSync(work, { recursive: true, force: true })
})

describe('packages fit to publish', () => {
  it('packs every public package under packages/*', () => {
    expect(packages.map((pkg) => pkg.name)).toEqual(
      expect.arrayContaining(['@sigil/core', '@sigil/react', '@sigil/evm']),
    )
    expect([...tarballs.keys()].sort()).toEqual(packages.map((pkg) => pkg.name).sort())
  })

  it.each(packages)(
    '$name: license, description, keywords, README, LICENSE; no made-up repository links; product code only',
    (pkg) => {
      const dir = join(app, 'node_modules', pkg.name)
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>
      expect(manifest.license).toBe('MIT')
      // There is no public repository yet: the manifest names none rather than one that does not exist.
      for (const field of ['repository', 'homepage', 'bugs']) expect(manifest).not.toHaveProperty(field)
      expect(String(manifest.description).length).toBeGreaterThan(20)
      expect(Array.isArray(manifest.keywords) && manifest.keywords.length > 0).toBe(true)
      expect(readFileSync(join(dir, 'README.md'), 'utf8')).toMatch(/ESM-only/)
      expect(readFileSync(join(dir, 'LICENSE'), 'utf8')).toMatch(/MIT License/)
      const files = run('tar', ['-tzf', tarballs.get(pkg.name) ?? ''], work).split('\n')
      expect(files.filter((file) => /\.test\.tsx?$|\/test\/|\/testing\/|__snapshots__/.test(file))).toEqual(
        [],
      )
      // Nothing shipped imports the private devnet.
      const devnetImports = files.filter(
        (file) =>
          /\.(js|ts)$/.test(file) &&
          readFileSync(join(dir, file.replace(/^package\//, '')), 'utf8').includes('@sigil/devnet'),
      )
      expect(devnetImports).toEqual([])
    },
  )

  it.each(packages)('$name: every export target and every source map source is in the tarball', (pkg) => {
    const dir = join(app, 'node_modules', pkg.name)
    const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as {
      exports: Record<string, Record<string, string>>
    }
    for (const conditions of Object.values(manifest.exports))
      for (const target of Object.values(conditions)) expect(existsSync(join(dir, target)), target).toBe(true)
    const maps = run('find', [dir, '-name', '*.map'], work).split('\n').filter(Boolean)
    for (const map of maps) {
      const { sources } = JSON.parse(readFileSync(map, 'utf8')) as { sources: string[] }
      for (const source of sources)
        expect(existsSync(join(dirname(map), source)), `${map} → ${source}`).toBe(true)
    }
  })

  it.each(packages)('$name: publint --strict is clean', (pkg) => {
    const output = run(bin('publint'), ['run', tarballs.get(pkg.name) ?? '', '--strict'], root)
    expect(output).toMatch(/All good!/)
  })

  it.each(packages)('$name: attw --profile esm-only finds no problem', (pkg) => {
    // The tarball `npm pack` made above is what `attw --pack` would make and check.
    const output = run(
      bin('attw'),
      [
        tarballs.get(pkg.name) ?? '',
        '--profile',
        'esm-only',
        '--no-definitely-typed',
        '--no-color',
        '--format',
        'table-flipped',
      ],
      root,
    )
    // attw exits non-zero on a problem the profile does not ignore (it ignores CommonJS and
    // node10 resolution); each entry point resolves under node16 (from ESM) and bundler.
    const rows = output.split('\n').filter((line) => line.startsWith('│ "'))
    expect(rows).toHaveLength(pkg.subpaths.length)
    for (const row of rows) expect(row.match(/🟢/g)).toHaveLength(2)
  })

  it('the scratch app type-checks under strict settings (declarations included) against the tarballs', () => {
    run(bin('tsc'), ['-p', 'tsconfig.json'], app)
  }, 300_000)

  it('the scratch app builds for the browser and the server, and renders in Node', async () => {
    run(bin('vite'), ['build', '--outDir', 'dist'], app)
    expect(existsSync(join(app, 'dist/index.html'))).toBe(true)
    run(bin('vite'), ['build', '--ssr', 'src/server.tsx', '--outDir', 'dist-server'], app)
    // In a Node process of its own, as a server runs it: the packages resolve to their built files
    // (this test runner would resolve them to their sources), and the client's start-up has
    // settled before the process ends.
    const entry = pathToFileURL(join(app, 'dist-server/server.mjs')).href
    const script = `const server = await import(${JSON.stringify(entry)}); const html = server.render(); await server.ready(); process.stdout.write(html)`
    const child = spawnSync(process.execPath, ['--input-type=module', '-e', script], {
      cwd: app,
      env,
      encoding: 'utf8',
    })
    expect(child.status).toBe(0)
    // The README's example configures no services, so the config warnings are expected; nothing else.
    const unexpected = child.stderr
      .split('\n')
      .filter((line) => line && !line.startsWith('[sigil] Sigil config:'))
    expect(unexpected).toEqual([])
    const html = child.stdout
    expect(html).toContain('>Connect</button>')
    expect(html).toContain('>Ethereum</button>')
    expect(html).toContain('<output>disconnected</output>')
    for (const pkg of packages)
      for (const subpath of pkg.subpaths) expect(specifierOf(pkg.name, subpath)).toMatch(/^@sigil\//)
  }, 300_000)
})
