// `npm test`: lint, type check, then every test suite; ends with one line
// `N passed, N failed` summed from the runners' JSON reports (lint and type check
// count as one check each).
import { spawnSync } from 'node:child_process'
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { ensureChromium } from './find-chromium.mjs'

const reports = 'reports'
rmSync(reports, { recursive: true, force: true })
mkdirSync(reports, { recursive: true })

const bin = (name) => `node_modules/.bin/${name}`
let passed = 0
let failed = 0

function check(name, command, args) {
  console.log(`\n▶ ${name}`)
  const { status } = spawnSync(command, args, { stdio: 'inherit' })
  if (status === 0) passed += 1
  else {
    failed += 1
    console.log(`✗ ${name} failed`)
  }
}

function readVitestReport(file) {
  if (!existsSync(file)) return { passed: 0, failed: 1, note: `${file} missing: the runner did not finish` }
  const report = JSON.parse(readFileSync(file, 'utf8'))
  // A file that fails to load has no test results but counts as a failed suite.
  const brokenFiles = report.testResults.filter(
    (r) => r.status === 'failed' && r.assertionResults.length === 0,
  ).length
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles }
}

function suite(name, projects, env = {}) {
  console.log(`\n▶ ${name}`)
  const out = `${reports}/${name}.json`
  const args = [
    'run',
    ...projects.flatMap((p) => ['--project', p]),
    '--reporter=default',
    '--reporter=json',
    `--outputFile.json=${out}`,
    '--passWithNoTests',
  ]
  spawnSync(bin('vitest'), args, { stdio: 'inherit', env: { ...process.env, ...env } })
  const result = readVitestReport(out)
  passed += result.passed
  failed += result.failed
  if (result.note) console.log(result.note)
}

check('lint (biome)', bin('biome'), ['check', '.'])
check('type check (tsc)', bin('tsc'), ['--noEmit', '-p', 'tsconfig.json'])
suite('unit-and-component', ['unit', 'unit-wagmi2', 'component'])
suite('service', ['service', 'service-wagmi2'])
if (existsSync('e2e')) {
  let chromium
  try {
    chromium = ensureChromium()
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    failed += 1
  }
  if (chromium) suite('e2e', ['e2e'], { SIGIL_CHROMIUM: chromium })
}

const line = `${passed} passed, ${failed} failed`
writeFileSync(`${reports}/summary.txt`, `${line}\n`)
console.log(`\n${line}`)
process.exit(failed === 0 && passed > 0 ? 0 : 1)
