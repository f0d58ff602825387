import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'

export type WorkspacePackage = {
  dir: string
  name: string
  private: boolean
  /** The subpaths of `exports` (".", "./networks", ...). */
  subpaths: string[]
  manifest: Record<string, unknown>
}

/** Every package under packages/*, read from its package.json. */
export function workspacePackages(root: string): WorkspacePackage[] {
  const base = join(root, 'packages')
  return readdirSync(base)
    .map((entry) => join(base, entry))
    .filter((dir) => existsSync(join(dir, 'package.json')))
    .map((dir) => {
      const manifest = JSON.parse(readFileSync(join(dir, 'package.json'), 'utf8')) as Record<string, unknown>
      const exports = manifest.exports
      const subpaths =
        exports && typeof exports === 'object' && Object.keys(exports).every((key) => key.startsWith('.'))
          ? Object.keys(exports)
          : ['.']
      return { dir, name: String(manifest.name), private: manifest.private === true, subpaths, manifest }
    })
}

/** The import specifier of a package's export subpath: `@sigil/core` for ".", `@sigil/core/networks`... */
export function specifierOf(name: string, subpath: string): string {
  return subpath === '.' ? name : `${name}/${subpath.slice(2)}`
}
