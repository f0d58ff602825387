import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { API_DIR, generateApiPages } from './apiDocs.js'

describe('docs/api: the API pages match the source', () => {
  it('every committed page is what `npm run docs:api` generates from the current TSDoc, and no page is missing or left over', async () => {
    const root = process.cwd()
    const pages = await generateApiPages(root, 'Error')
    const dir = join(root, API_DIR)
    const committed = existsSync(dir) ? readdirSync(dir).filter((file) => file.endsWith('.md')) : []
    expect(committed.sort()).toEqual([...pages.keys()].sort())
    for (const [file, text] of pages) {
      // On a difference: run `npm run docs:api` and commit docs/api.
      expect(readFileSync(join(dir, file), 'utf8'), `${API_DIR}/${file} is out of date`).toBe(text)
    }
    expect(pages.get('core.md')).toContain('#### `createSigil`')
  }, 300_000)
})
