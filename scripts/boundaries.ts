// The package boundaries, read from the imports of every file of every workspace package:
// `@sigil/core`'s product code imports no UI library and no chain SDK, and no package reaches
// into another one's `src` (devnet's included) instead of going through its public entry, nor do
// the browser journeys (`e2e/`); and only the Sigil packages use `@sigil/core/internal`, never an
// app, an example or devnet.
import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import ts from 'typescript'

export type BoundaryRule =
  | 'coreImportsUiOrChainSdk'
  | 'intoAnotherPackageSrc'
  | 'intoDevnetSrc'
  | 'internalEntryOutsidePackages'

/** One import that crosses a boundary: the importing file (from the root) and its specifier. */
export type Crossing = { rule: BoundaryRule; file: string; specifier: string }

/** What `@sigil/core` product code may not import: React and the chain and wallet SDKs. */
const CORE_FORBIDDEN =
  /^(react|react-dom|viem|@solana\/[^/]+|sats-connect|@wallet-standard\/[^/]+|@walletconnect\/[^/]+)(\/.*)?$/

/** An entry for the Sigil packages only (`@sigil/core/internal`): no stable API. */
const INTERNAL_ENTRY = /^@sigil\/[^/]+\/internal(\/|$)/

const SOURCE_FILE = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs)$/
const SKIPPED_DIRS = new Set(['node_modules', 'dist', 'build', 'out', '.next', '.vite', 'reports'])

/** A test or test support file: test files, fuzz tests and the `test/` and `testing/` folders. */
export function isTestFile(file: string): boolean {
  return /\.test\.[cm]?tsx?$/.test(file) || /(^|\/)(test|testing)\//.test(file)
}

/** The workspace packages, as folders from the root: packages/*, devnet and examples/*. */
export function workspacePackages(root: string): string[] {
  const children = (dir: string) =>
    readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${dir}/${entry.name}`)
  return [...children('packages'), 'devnet', ...children('examples')]
}

function sourceFiles(root: string, dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(path.join(root, dir), { withFileTypes: true })) {
    if (entry.name.startsWith('.') || SKIPPED_DIRS.has(entry.name)) continue
    const file = `${dir}/${entry.name}`
    if (entry.isDirectory()) sourceFiles(root, file, out)
    else if (SOURCE_FILE.test(entry.name) && !/\.d\.[cm]?ts$/.test(entry.name)) out.push(file)
  }
  return out
}

/** Every module specifier of a file: static imports and re-exports, `import()`, `require()`, type imports. */
export function importsOf(text: string): string[] {
  return ts.preProcessFile(text, true, true).importedFiles.map((entry) => entry.fileName)
}

/**
 * The crossings of one file (`file` relative to the root, inside the package `pkg`) given its
 * specifiers. `packages` lists every workspace package folder.
 */
export function crossingsOf(
  file: string,
  pkg: string,
  specifiers: readonly string[],
  packages: readonly string[],
): Crossing[] {
  const found: Crossing[] = []
  for (const specifier of specifiers) {
    if (!pkg.startsWith('packages/') && INTERNAL_ENTRY.test(specifier))
      found.push({ rule: 'internalEntryOutsidePackages', file, specifier })
    if (pkg === 'packages/core' && file.startsWith('packages/core/src/') && !isTestFile(file)) {
      if (CORE_FORBIDDEN.test(specifier)) found.push({ rule: 'coreImportsUiOrChainSdk', file, specifier })
    }
    const target = specifier.startsWith('.')
      ? path.posix.normalize(path.posix.join(path.posix.dirname(file), specifier))
      : undefined
    const intoDevnet =
      target?.startsWith('devnet/src/') === true || /^@sigil\/devnet\/src(\/|$)/.test(specifier)
    if (intoDevnet) {
      if (pkg !== 'devnet') found.push({ rule: 'intoDevnetSrc', file, specifier })
      continue
    }
    const other =
      target === undefined
        ? /^@sigil\/[^/]+\/src(\/|$)/.test(specifier)
        : packages.some((candidate) => candidate !== pkg && target.startsWith(`${candidate}/src/`))
    if (other) found.push({ rule: 'intoAnotherPackageSrc', file, specifier })
  }
  return found
}

/**
 * The folders checked besides the packages: the browser journeys and the bench, which reach the packages and
 * devnet through their entries as any other test does.
 */
const TEST_FOLDERS = ['e2e', 'bench/lib']

/** The apps that use the packages as an app would: the demo and the bench pages. */
export function appFolders(root: string): string[] {
  return ['apps', 'bench/apps'].flatMap((dir) =>
    readdirSync(path.join(root, dir), { withFileTypes: true })
      .filter((entry) => entry.isDirectory())
      .map((entry) => `${dir}/${entry.name}`),
  )
}

/** Every crossing in the workspace under `root`: its packages, the test folders and the apps. */
export function findCrossings(root: string): Crossing[] {
  const packages = workspacePackages(root)
  return [...packages, ...TEST_FOLDERS, ...appFolders(root)].flatMap((pkg) =>
    sourceFiles(root, pkg).flatMap((file) =>
      crossingsOf(file, pkg, importsOf(readFileSync(path.join(root, file), 'utf8')), packages),
    ),
  )
}
