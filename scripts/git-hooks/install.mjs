// `npm install` (the root's `prepare` script) points git at this folder's hooks, when the
// package is a git work tree. Anywhere else (a tarball, no git) it does nothing and never fails.
import { execFileSync } from 'node:child_process'
import { realpathSync } from 'node:fs'
import { dirname, join, relative, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'

const HOOKS = dirname(fileURLToPath(import.meta.url))
/** Where the hooks are inside the package. */
const HOOKS_IN_PACKAGE = join('scripts', 'git-hooks')

function git(cwd, args) {
  try {
    return execFileSync('git', args, { cwd, encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim()
  } catch {
    return undefined
  }
}

/**
 * Sets `core.hooksPath` of the work tree holding `packageRoot` to its `scripts/git-hooks`,
 * unless it names other hooks already. Says what it did; throws nothing.
 */
export function installHooks(packageRoot) {
  if (git(packageRoot, ['rev-parse', '--is-inside-work-tree']) !== 'true') return 'not a git work tree'
  const top = git(packageRoot, ['rev-parse', '--show-toplevel'])
  if (top === undefined) return 'not a git work tree'
  const wanted = relative(realpathSync(top), join(realpathSync(packageRoot), HOOKS_IN_PACKAGE))
  const current = git(packageRoot, ['config', '--get', 'core.hooksPath'])
  if (current === wanted) return `core.hooksPath is ${wanted}`
  if (current !== undefined && current !== '')
    return `core.hooksPath names other hooks (${current}); left as is`
  if (git(packageRoot, ['config', 'core.hooksPath', wanted]) === undefined) return 'git config failed'
  return `core.hooksPath set to ${wanted}`
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  try {
    console.log(`git hooks: ${installHooks(resolve(HOOKS, '../..'))}`)
  } catch {
    // Never fail an install over hooks.
  }
}
