// The public surface as names: what each package entry exports, read by TypeScript from the
// entries' `sigil-source` files. `docs/api/exports.md` lists it, so a change to what an app can
// import shows in review; `scripts/docs/publicExports.test.ts` keeps the list true.
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import ts from 'typescript'
import { specifierOf, type WorkspacePackage, workspacePackages } from '../packaging/workspacePackages.js'

/** The subpath of a package's exports that other Sigil packages use and apps do not: no stable API. */
export const INTERNAL_SUBPATH = './internal'

export type EntryFile = { pkg: WorkspacePackage; subpath: string; specifier: string; file: string }
export type ExportedName = { name: string; kind: 'value' | 'type' }

/** Every export entry of every public package, with its source file (the internal ones included). */
export function entryFiles(root: string): EntryFile[] {
  return workspacePackages(root)
    .filter((pkg) => !pkg.private)
    .flatMap((pkg) =>
      pkg.subpaths.map((subpath) => {
        const exports = pkg.manifest.exports as Record<string, Record<string, string>>
        const source = exports[subpath]?.['sigil-source']
        if (!source) throw new Error(`${pkg.name} export ${subpath} has no sigil-source file`)
        return { pkg, subpath, specifier: specifierOf(pkg.name, subpath), file: join(pkg.dir, source) }
      }),
    )
}

/** The entries an app may import: every one but `./internal`. */
export const publicEntries = (entries: readonly EntryFile[]): EntryFile[] =>
  entries.filter((entry) => entry.subpath !== INTERNAL_SUBPATH)

/** The `export * from '…'` (and `export * as x from '…'`) statements of a module's text. */
export function starExports(text: string, fileName = 'entry.ts'): string[] {
  const source = ts.createSourceFile(fileName, text, ts.ScriptTarget.Latest, true)
  return source.statements
    .filter(
      (statement) =>
        ts.isExportDeclaration(statement) &&
        (!statement.exportClause || ts.isNamespaceExport(statement.exportClause)),
    )
    .map((statement) => statement.getText(source))
}

/** The names each entry exports (sorted, each a value or a type only), by import specifier. */
export function exportedNames(root: string, entries: readonly EntryFile[]): Map<string, ExportedName[]> {
  const config = ts.readConfigFile(join(root, 'tsconfig.base.json'), ts.sys.readFile)
  const { options } = ts.parseJsonConfigFileContent(config.config, ts.sys, root)
  const program = ts.createProgram(
    entries.map((entry) => entry.file),
    { ...options, noEmit: true },
  )
  const checker = program.getTypeChecker()
  const names = new Map<string, ExportedName[]>()
  for (const entry of entries) {
    const source = program.getSourceFile(entry.file)
    const module = source && checker.getSymbolAtLocation(source)
    if (!module) throw new Error(`TypeScript could not read ${entry.file}`)
    const list = checker.getExportsOfModule(module).map((symbol) => {
      const target = symbol.flags & ts.SymbolFlags.Alias ? checker.getAliasedSymbol(symbol) : symbol
      const kind: ExportedName['kind'] = target.flags & ts.SymbolFlags.Value ? 'value' : 'type'
      return { name: symbol.name, kind }
    })
    names.set(
      entry.specifier,
      list.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0)),
    )
  }
  return names
}

/** `docs/api/exports.md`: the names of every public entry. */
export function exportsPage(names: ReadonlyMap<string, readonly ExportedName[]>): string {
  const lines = [
    '# Exports',
    '',
    'Every name each public entry exports, sorted; `type` marks a name that is only a type.',
    'Written by `npm run docs:api`; `scripts/docs/publicExports.test.ts` fails when an entry',
    'exports anything else, so a change to what an app can import shows in review (and belongs in',
    'CHANGELOG.md). `@sigil/core/internal` serves the Sigil packages only: it is no stable API and',
    'is not listed.',
  ]
  for (const [specifier, list] of names) {
    lines.push('', `## ${specifier}`, '')
    for (const { name, kind } of list) lines.push(kind === 'type' ? `- \`${name}\` type` : `- \`${name}\``)
  }
  return `${lines.join('\n')}\n`
}

/** The exports page for the current source. */
export function generateExportsPage(root: string): string {
  return exportsPage(exportedNames(root, publicEntries(entryFiles(root))))
}

/** An entry file's `export *` statements, read from disk. */
export const starExportsOf = (entry: EntryFile): string[] =>
  starExports(readFileSync(entry.file, 'utf8'), entry.file)
