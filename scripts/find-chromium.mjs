// Finds a Chromium for the browser tests, or installs Debian's package when this
// machine allows it. Prints the path; exits non-zero with advice when there is none.
import { execFileSync, spawnSync } from 'node:child_process'
import { existsSync } from 'node:fs'

const candidates = [
  process.env.SIGIL_CHROMIUM,
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
  '/Applications/Google Chrome.app/Contents/MacOS/Google Chrome',
].filter(Boolean)

export function findChromium() {
  return candidates.find((path) => existsSync(path))
}

function canInstallWithApt() {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0
  return isRoot && spawnSync('sh', ['-c', 'command -v apt-get'], { stdio: 'ignore' }).status === 0
}

export function ensureChromium() {
  const found = findChromium()
  if (found) return found
  if (canInstallWithApt()) {
    console.log('Chromium not found: installing Debian’s chromium package…')
    const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' }
    execFileSync('apt-get', ['update', '-qq'], { stdio: 'inherit', env })
    execFileSync('apt-get', ['install', '-y', '-qq', 'chromium'], { stdio: 'inherit', env })
    const installed = findChromium()
    if (installed) return installed
  }
  throw new Error(
    'No Chromium found for the browser tests. Install one (Debian/Ubuntu: `sudo apt-get install chromium`) ' +
      'or point SIGIL_CHROMIUM at a Chrome or Chromium binary.',
  )
}

if (import.meta.url === `file://${process.argv[1]}`) {
  try {
    console.log(ensureChromium())
  } catch (error) {
    console.error(error instanceof Error ? error.message : error)
    process.exit(1)
  }
}
