// `npm run docs:api`: writes docs/api/*.md from the current source, removing pages of packages
// that no longer exist.
import { mkdirSync, readdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { API_DIR, generateApiPages } from './apiDocs.js'

const root = process.cwd()
const dir = join(root, API_DIR)
const pages = await generateApiPages(root)
mkdirSync(dir, { recursive: true })
for (const file of readdirSync(dir)) if (file.endsWith('.md') && !pages.has(file)) rmSync(join(dir, file))
for (const [file, text] of pages) writeFileSync(join(dir, file), text)
console.log(`wrote ${pages.size} pages to ${API_DIR}`)
