// Writes src/modal/services/packageVersion.ts from package.json, so the version sent to the
// services (`sv`) is the one being built. Run by `prebuild`; the unit test beside the module
// fails when the two differ.
import { readFileSync, writeFileSync } from 'node:fs'

const root = new URL('../', import.meta.url)
const { version } = JSON.parse(readFileSync(new URL('package.json', root), 'utf8'))
if (typeof version !== 'string' || !/^\d+\.\d+\.\d+(?:[-+][\w.-]+)?$/.test(version))
  throw new Error(`package.json has no usable version: ${String(version)}`)
const target = new URL('src/modal/services/packageVersion.ts', root)
const text = `// Written by scripts/writeVersion.mjs from package.json (npm run build); do not edit.\nexport const PACKAGE_VERSION = '${version}'\n`
let current = ''
try {
  current = readFileSync(target, 'utf8')
} catch {}
if (current !== text) writeFileSync(target, text)
