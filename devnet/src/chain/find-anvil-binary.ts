import { existsSync } from 'node:fs'
import { createRequire } from 'node:module'
import { dirname, join } from 'node:path'

const require = createRequire(import.meta.url)

/** The platform package of @foundry-rs/anvil that holds the binary for this machine. */
function platformPackage(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const platform = process.platform === 'win32' ? 'win32' : process.platform
  return `@foundry-rs/anvil-${platform}-${arch}`
}

/**
 * Finds the anvil binary: $SIGIL_ANVIL_BIN if set, else the binary of the installed
 * platform package (its postinstall is not needed), else `anvil` on the PATH.
 */
export function findAnvilBinary(): string {
  const fromEnv = process.env.SIGIL_ANVIL_BIN
  if (fromEnv !== undefined && fromEnv !== '') return fromEnv
  const executable = process.platform === 'win32' ? 'anvil.exe' : 'anvil'
  try {
    const packageJson = require.resolve(`${platformPackage()}/package.json`)
    const candidate = join(dirname(packageJson), 'bin', executable)
    if (existsSync(candidate)) return candidate
  } catch {
    // Not installed for this platform; fall back to the PATH.
  }
  return executable
}
