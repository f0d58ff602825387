import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { afterEach, describe, expect, it } from 'vitest'
import { commitMessageProblem, MAX_SUBJECT_LENGTH, subjectOf } from './commitMessage.mjs'
import { installHooks } from './install.mjs'

const HOOKS = fileURLToPath(new URL('.', import.meta.url))
const subject = (length: number) => 'a'.repeat(length)
const temporary: string[] = []
afterEach(() => {
  for (const dir of temporary.splice(0)) rmSync(dir, { recursive: true, force: true })
})

function tempDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'sigil-hooks-'))
  temporary.push(dir)
  return dir
}

const git = (cwd: string, ...args: string[]) =>
  spawnSync('git', ['-c', 'user.name=T', '-c', 'user.email=t@example.test', ...args], {
    cwd,
    encoding: 'utf8',
  })

describe('the commit-msg rule', () => {
  it('takes a subject of 1 to 72 characters, counted as characters, with or without a body', () => {
    expect(commitMessageProblem(subject(MAX_SUBJECT_LENGTH))).toBeUndefined()
    expect(
      commitMessageProblem(`Fix the thing\n\nWhy it was broken, at any length: ${subject(200)}\n`),
    ).toBeUndefined()
    expect(commitMessageProblem(`${'é'.repeat(72)}\n`)).toBeUndefined()
    expect(commitMessageProblem(subject(73))).toMatch(/73 characters; keep it to 72/)
  })

  it('refuses an empty subject, comments and blank lines being no subject', () => {
    expect(commitMessageProblem('')).toMatch(/no subject/)
    expect(commitMessageProblem('\n\n# Please enter the commit message\n#\n')).toMatch(/no subject/)
    expect(subjectOf('\n# comment\n\nReal subject  \nbody')).toBe('Real subject')
  })

  it('ignores what git leaves out: comments and everything under the scissors line', () => {
    const verbose = `Short subject\n# ------------------------ >8 ------------------------\n${subject(100)}\n`
    expect(commitMessageProblem(verbose)).toBeUndefined()
    expect(commitMessageProblem(`# ${subject(100)}\nShort subject`)).toBeUndefined()
  })

  it("does not count git's fixup!, squash! and amend! prefixes; merges obey the limit", () => {
    expect(commitMessageProblem(`fixup! ${subject(72)}`)).toBeUndefined()
    expect(commitMessageProblem(`squash! fixup! ${subject(72)}`)).toBeUndefined()
    expect(commitMessageProblem(`amend! ${subject(73)}`)).toMatch(/73 characters/)
    expect(
      commitMessageProblem("Merge branch 'a-rather-long-feature-branch-name' into another-long-branch-name"),
    ).toMatch(/characters/)
  })
})

describe('the hook in git', () => {
  it('refuses a commit whose subject is too long and records one that fits', () => {
    const repo = tempDir()
    execFileSync('git', ['init', '-q'], { cwd: repo })
    git(repo, 'config', 'core.hooksPath', HOOKS)
    writeFileSync(join(repo, 'file.txt'), 'one\n')
    git(repo, 'add', 'file.txt')
    const refused = git(repo, 'commit', '-q', '-m', subject(80))
    expect(refused.status).not.toBe(0)
    expect(refused.stderr).toContain('commit-msg: the subject line has 80 characters')
    expect(git(repo, 'commit', '-q', '-m', 'Add the file', '-m', 'Because it is needed.').status).toBe(0)
    expect(git(repo, 'log', '--format=%s').stdout.trim()).toBe('Add the file')
  })

  it('npm install points a git work tree at the hooks and does nothing elsewhere, never throwing', () => {
    const repo = tempDir()
    execFileSync('git', ['init', '-q'], { cwd: repo })
    expect(installHooks(repo)).toBe('core.hooksPath set to scripts/git-hooks')
    expect(git(repo, 'config', '--get', 'core.hooksPath').stdout.trim()).toBe('scripts/git-hooks')
    expect(installHooks(repo)).toBe('core.hooksPath is scripts/git-hooks')
    git(repo, 'config', 'core.hooksPath', '.husky')
    expect(installHooks(repo)).toMatch(/names other hooks \(\.husky\); left as is/)
    // A package unpacked from a tarball: no git work tree around it.
    expect(installHooks(tempDir())).toBe('not a git work tree')
  })
})
