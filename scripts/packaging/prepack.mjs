// A package's `prepack` (run by `npm pack` and `npm publish` in the package's folder): an
// empty dist/, then the build, so a tarball never carries files of an earlier build.
import { execFileSync } from 'node:child_process'
import { rmSync } from 'node:fs'
import { createRequire } from 'node:module'

rmSync('dist', { recursive: true, force: true })
const tsc = createRequire(import.meta.url).resolve('typescript/bin/tsc')
execFileSync(process.execPath, [tsc, '-p', 'tsconfig.build.json'], { stdio: 'inherit' })
