import type { ChildProcess } from 'node:child_process'
import { mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

/**
 * Every anvil this process started, so none outlives it however it ends:
 * - a normal exit, process.exit (the CLI's Ctrl+C / SIGTERM path) or an uncaught error all
 *   pass through 'exit', where the children still alive are killed synchronously;
 * - SIGKILL cannot be caught, so each child is also written to a pid file; the next start
 *   (`removeLeftoverAnvils`) kills the anvils whose devnet process is gone and removes the files.
 */
const live = new Map<number, ChildProcess>()
let exitHookInstalled = false

/** Where the pid files live; one file per anvil, named by the devnet's pid and the anvil's. */
export const ANVIL_PID_DIR = join(tmpdir(), 'sigil-devnet-anvil')

const pidFile = (child: number) => join(ANVIL_PID_DIR, `${process.pid}-${child}.json`)

export function trackAnvil(child: ChildProcess): void {
  const pid = child.pid
  if (pid === undefined) return
  live.set(pid, child)
  try {
    mkdirSync(ANVIL_PID_DIR, { recursive: true })
    const started = startTimeOf(pid)
    writeFileSync(
      pidFile(pid),
      JSON.stringify({ owner: process.pid, anvil: pid, ...(started ? { started } : {}) }),
    )
  } catch {
    // Without a pid file only the SIGKILL case loses its clean-up; the exit hook still runs.
  }
  child.once('exit', () => {
    live.delete(pid)
    rmSync(pidFile(pid), { force: true })
  })
  if (!exitHookInstalled) {
    exitHookInstalled = true
    process.once('exit', killLiveAnvils)
  }
}

/** Kills (SIGKILL) every anvil of this process still running; synchronous, so it works inside 'exit'. */
export function killLiveAnvils(): void {
  for (const [pid, child] of live) {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    rmSync(pidFile(pid), { force: true })
  }
  live.clear()
}

/** Running: it exists and is not a zombie (a killed orphan stays one where nothing reaps it). */
export const isAlive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM'
  }
  try {
    return !/^State:\s+Z/m.test(readFileSync(`/proc/${pid}/status`, 'utf8'))
  } catch {
    return true
  }
}

/** The process's command line where the system shows it (Linux /proc); undefined elsewhere. */
const commandLine = (pid: number): string | undefined => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    return undefined
  }
}

/**
 * When the process started, in clock ticks since boot (Linux /proc, field 22 of `stat`); with the
 * pid it names one process for good, where a pid alone is reused. Undefined elsewhere.
 */
export const startTimeOf = (pid: number): string | undefined => {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    // The command name (field 2) may hold spaces and parentheses: count from its closing one.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19]
  } catch {
    return undefined
  }
}

/**
 * Kills the anvils a previous devnet left behind (it was SIGKILLed): those whose owner process
 * is gone. A pid reused since is left alone: by another program (its command line is not
 * anvil's) or by another devnet's anvil (its start time is not the one the file recorded).
 * Returns the pids it killed.
 */
export function removeLeftoverAnvils(): number[] {
  let files: string[]
  try {
    files = readdirSync(ANVIL_PID_DIR)
  } catch {
    return []
  }
  const killed: number[] = []
  for (const file of files) {
    const path = join(ANVIL_PID_DIR, file)
    let entry: { owner?: unknown; anvil?: unknown; started?: unknown }
    try {
      entry = JSON.parse(readFileSync(path, 'utf8'))
    } catch {
      rmSync(path, { force: true })
      continue
    }
    const { owner, anvil, started } = entry
    if (typeof owner !== 'number' || typeof anvil !== 'number') {
      rmSync(path, { force: true })
      continue
    }
    if (isAlive(owner)) continue
    const command = commandLine(anvil)
    const sameProcess = typeof started !== 'string' || startTimeOf(anvil) === started
    if (isAlive(anvil) && sameProcess && (command === undefined || command.includes('anvil'))) {
      try {
        process.kill(anvil, 'SIGKILL')
        killed.push(anvil)
      } catch {
        // Gone meanwhile.
      }
    }
    rmSync(path, { force: true })
  }
  return killed
}
