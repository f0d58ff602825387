// The API pages: typedoc reads every package's public export entry points (their `sigil-source`
// files; `./internal` is not one) in one TypeScript program, and each package becomes
// docs/api/<package>.md; docs/api/exports.md lists the names of every entry.
import { join, relative } from 'node:path'
import { Application, type DeclarationReflection, type LogLevel } from 'typedoc'
import { workspacePackages } from '../packaging/workspacePackages.js'
import { entryFiles, generateExportsPage, publicEntries } from './publicExports.js'
import { type ApiModule, renderApiMarkdown } from './renderApiMarkdown.js'

export const API_DIR = 'docs/api'

/** `@sigil/core` → `core.md`. */
export const pageName = (packageName: string): string => `${packageName.replace(/^@[^/]+\//, '')}.md`

/** Page file name (under docs/api) → markdown, for every public package. */
export async function generateApiPages(
  root: string,
  logLevel: keyof typeof LogLevel = 'Warn',
): Promise<Map<string, string>> {
  const packages = workspacePackages(root).filter((pkg) => !pkg.private)
  const entries = publicEntries(entryFiles(root))
  const app = await Application.bootstrap({
    entryPoints: entries.map((entry) => entry.file),
    tsconfig: join(root, 'scripts/docs/tsconfig.json'),
    // tsc already type-checks the packages; here only the declarations matter.
    skipErrorChecking: true,
    excludePrivate: true,
    excludeProtected: true,
    excludeInternal: true,
    logLevel,
  })
  const project = await app.convert()
  if (!project) throw new Error('typedoc could not read the packages')
  const moduleOf = new Map<string, DeclarationReflection>()
  for (const module of project.children ?? []) {
    const file = module.sources?.[0]?.fullFileName
    if (file) moduleOf.set(relative(root, file), module)
  }
  const pages = new Map<string, string>()
  for (const pkg of packages) {
    const modules: ApiModule[] = entries
      .filter((entry) => entry.pkg.name === pkg.name)
      .map((entry) => {
        const module = moduleOf.get(relative(root, entry.file))
        if (!module) throw new Error(`typedoc produced no module for ${entry.specifier}`)
        return { specifier: entry.specifier, module }
      })
    const description = typeof pkg.manifest.description === 'string' ? pkg.manifest.description : ''
    pages.set(pageName(pkg.name), renderApiMarkdown({ name: pkg.name, description, modules }))
  }
  pages.set('exports.md', generateExportsPage(root))
  pages.set('README.md', indexPage(packages.map((pkg) => pkg.name)))
  return pages
}

function indexPage(names: readonly string[]): string {
  return [
    '# API',
    '',
    'One page per package, generated from the TSDoc in the source by `npm run docs:api`',
    '(a test fails when a page differs from what the source generates).',
    '',
    ...names.map((name) => `- [${name}](${pageName(name)})`),
    '',
    'Every exported name, entry by entry: [exports](exports.md). `@sigil/core/internal` serves the',
    'Sigil packages only; it is no stable API and has no page.',
    '',
  ].join('\n')
}
