import { readdirSync } from 'node:fs'
import { join, relative } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { findLiteralText } from './test/findLiteralText.js'

const PACKAGES = fileURLToPath(new URL('../../../', import.meta.url))

/**
 * Literals that are data, not words: each with its file and text, so a new one is a decision.
 * (Names of things keep their own spelling; they are not translated.)
 */
const ALLOWED: readonly { file: string; text: string }[] = []

function viewFiles(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name)
    if (entry.isDirectory())
      return entry.name === 'test' || entry.name === 'node_modules' ? [] : viewFiles(path)
    return entry.name.endsWith('.tsx') && !entry.name.includes('.test.') ? [path] : []
  })
}

describe('every word comes from the package’s message table', () => {
  it('no view, component or button writes a user-facing string literal', () => {
    const packages = readdirSync(PACKAGES, { withFileTypes: true }).filter((entry) => entry.isDirectory())
    const files = packages.flatMap((entry) => {
      try {
        return viewFiles(join(PACKAGES, entry.name, 'src'))
      } catch {
        return []
      }
    })
    expect(files.length).toBeGreaterThan(50)
    const found = files
      .flatMap((file) => findLiteralText(file))
      .map((hit) => ({ ...hit, file: relative(PACKAGES, hit.file) }))
      .filter((hit) => !ALLOWED.some((allowed) => allowed.file === hit.file && allowed.text === hit.text))
      .map((hit) => `${hit.file}:${hit.line} ${JSON.stringify(hit.text)}`)
    expect(found).toEqual([])
  })

  it('finds JSX text, word attributes and literal children, and leaves data and comparisons alone', () => {
    const source = `
      export const A = ({ status, name }) => (
        <div aria-label="Close" data-status="loading" className="sigil-x">
          Try again
          <input placeholder={'Search'} title={status ? \`Sent \${name}\` : 'Failed'} />
          {status !== 'error' && <span>{name}</span>}
          {status === 'done' ? 'Finished' : name}
          <span>{' · '}</span>
          <Row badge="Active" />
        </div>
      )`
    const texts = findLiteralText('fixture.tsx', source).map((hit) => hit.text)
    expect(texts).toEqual([
      'Close',
      'Try again',
      "'Search'",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source text of a template literal
      '`Sent ${name}`',
      "'Failed'",
      "'Finished'",
      'Active',
    ])
  })
})
