import { type ChildProcess, spawn } from 'node:child_process'
import { existsSync, mkdirSync, readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { ANVIL_PID_DIR, isAlive, removeLeftoverAnvils, startTimeOf } from './anvil-children.js'

/** node with tsx's loader: signals reach the devnet process itself, as with `npm run devnet`. */
const NODE = [process.execPath, '--import', 'tsx']
const FIXTURE = fileURLToPath(new URL('./anvil-children.fixture.ts', import.meta.url))
const CLI = fileURLToPath(new URL('../cli.ts', import.meta.url))

const parentOf = (pid: number) => {
  try {
    return Number(/^PPid:\s+(\d+)/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1])
  } catch {
    return undefined
  }
}

const commandOf = (pid: number) => {
  try {
    return readFileSync(`/proc/${pid}/cmdline`, 'utf8')
  } catch {
    return ''
  }
}

const childrenOf = (pid: number) =>
  readdirSync('/proc')
    .filter((entry) => /^\d+$/.test(entry))
    .map(Number)
    .filter((child) => parentOf(child) === pid)

/**
 * The devnet process and its anvils, read from the process tree (tsx may run the script in a
 * node child of its own). Not from the pid files: with tests in parallel and pids reused, a stale
 * file can name another devnet's anvil.
 */
const anvilsOf = (launcher: number) => {
  for (const owner of [launcher, ...childrenOf(launcher)]) {
    const anvils = childrenOf(owner).filter((pid) => commandOf(pid).includes('anvil'))
    if (anvils.length > 0) return { owner, anvils }
  }
  return { owner: undefined, anvils: [] as number[] }
}

async function started(child: ChildProcess, marker: RegExp): Promise<{ owner: number; anvils: number[] }> {
  let output = ''
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString()
      if (marker.test(output)) resolve()
    })
    child.once('exit', (code) =>
      reject(new Error(`the devnet exited (${code}) before it was ready: ${output}`)),
    )
  })
  const { owner, anvils } = anvilsOf(child.pid!)
  expect(anvils.length).toBeGreaterThan(0)
  for (const pid of anvils) expect(isAlive(pid)).toBe(true)
  return { owner: owner!, anvils }
}

// A process ended by a signal has a signalCode and no exitCode; its 'exit' event may have fired already.
const exited = (child: ChildProcess) =>
  new Promise<void>((resolve) =>
    child.exitCode !== null || child.signalCode !== null ? resolve() : child.once('exit', () => resolve()),
  )

async function gone(pids: number[]) {
  await expect.poll(() => pids.filter(isAlive), { timeout: 20_000 }).toEqual([])
}

describe('no anvil outlives devnet, however devnet ends', () => {
  it.each(['SIGTERM'] as const)('the CLI stopped by %s stops its anvils', async (signal) => {
    const cli = spawn(NODE[0]!, [...NODE.slice(1), CLI, '--port', '0', '--json'], {
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    const { anvils } = await started(cli, /"projectId"/)
    cli.kill(signal)
    await exited(cli)
    await gone(anvils)
  })

  it('the CLI whose output pipes were closed still stops its anvils when told to stop (its EPIPE is no crash)', async () => {
    const cli = spawn(NODE[0]!, [...NODE.slice(1), CLI, '--port', '0'], { stdio: ['ignore', 'pipe', 'pipe'] })
    const { anvils } = await started(cli, /Press Ctrl\+C/)
    cli.stdout?.destroy()
    cli.stderr?.destroy()
    // The stop message meets a closed pipe. SIGTERM, not SIGINT: a test runner started in the
    // background hands its children SIGINT ignored, so SIGINT would test the shell, not devnet.
    cli.kill('SIGTERM')
    await exited(cli)
    await gone(anvils)
  })

  it('the CLI started through a launcher (tsx) that is killed outright stops by itself', async () => {
    const TSX = fileURLToPath(new URL('../../../node_modules/.bin/tsx', import.meta.url))
    const launcher = spawn(TSX, [CLI, '--port', '0', '--json'], { stdio: ['ignore', 'pipe', 'pipe'] })
    const { owner, anvils } = await started(launcher, /"projectId"/)
    launcher.kill('SIGKILL')
    await exited(launcher)
    await expect.poll(() => isAlive(owner), { timeout: 10_000 }).toBe(false)
    await gone(anvils)
  })

  it('an uncaught error in the devnet process still kills its anvils (the exit hook)', async () => {
    const child = spawn(NODE[0]!, [...NODE.slice(1), FIXTURE, 'throw'], { stdio: ['ignore', 'pipe', 'pipe'] })
    const { anvils } = await started(child, /ready/)
    await exited(child)
    expect(child.exitCode).not.toBe(0)
    await gone(anvils)
  })

  it('after SIGKILL the anvils are orphans; the next start removes them', async () => {
    const child = spawn(NODE[0]!, [...NODE.slice(1), FIXTURE], { stdio: ['ignore', 'pipe', 'pipe'] })
    const { owner, anvils } = await started(child, /ready/)
    process.kill(owner, 'SIGKILL')
    await expect.poll(() => isAlive(owner)).toBe(false)
    expect(anvils.filter(isAlive)).toEqual(anvils)
    // Other devnets of tests running beside this one may have left files too: ours must be among them.
    expect(removeLeftoverAnvils()).toEqual(expect.arrayContaining(anvils))
    await gone(anvils)
    expect(readdirSync(ANVIL_PID_DIR).filter((file) => file.startsWith(`${owner}-`))).toEqual([])
    child.kill('SIGKILL')
    await exited(child)
  })

  it('a stale file whose pid now names another anvil-like process (another start time) leaves that process alone', async () => {
    // A process whose command line says anvil, as another devnet's anvil would, under a reused pid.
    const lookalike = spawn(process.execPath, ['-e', 'setInterval(() => {}, 1000)', 'anvil-lookalike'], {
      stdio: 'ignore',
    })
    const gonePid = spawn(process.execPath, ['-e', '']).pid!
    await expect.poll(() => isAlive(gonePid)).toBe(false)
    const pid = lookalike.pid!
    await expect.poll(() => startTimeOf(pid)).toBeDefined()
    mkdirSync(ANVIL_PID_DIR, { recursive: true })
    const file = join(ANVIL_PID_DIR, `${gonePid}-${pid}.json`)
    writeFileSync(file, JSON.stringify({ owner: gonePid, anvil: pid, started: `${startTimeOf(pid)}0` }))
    expect(removeLeftoverAnvils()).not.toContain(pid)
    expect(isAlive(pid)).toBe(true)
    expect(existsSync(file)).toBe(false)
    // The same file with the start time it would have recorded: that process is the leftover.
    writeFileSync(file, JSON.stringify({ owner: gonePid, anvil: pid, started: startTimeOf(pid) }))
    removeLeftoverAnvils()
    await gone([pid])
    await exited(lookalike)
  })
})
