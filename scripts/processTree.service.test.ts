import { type ChildProcess, execFileSync, spawn } from 'node:child_process'
import { createServer } from 'node:net'
import { afterEach, describe, expect, it } from 'vitest'

const npm = process.platform === 'win32' ? 'npm.cmd' : 'npm'
const started: ChildProcess[] = []

/** Every process below `root`, from one `ps` listing. */
function descendantsOf(root: number): { pid: number; command: string }[] {
  const rows = execFileSync('ps', ['-eo', 'pid=,ppid=,args='], { encoding: 'utf8' })
    .split('\n')
    .map((line) => line.trim().match(/^(\d+)\s+(\d+)\s+(.*)$/))
    .filter((match): match is RegExpMatchArray => match !== null)
    .map(([, pid, ppid, command]) => ({ pid: Number(pid), ppid: Number(ppid), command: command ?? '' }))
  const found: { pid: number; command: string }[] = []
  const walk = (parent: number) => {
    for (const row of rows.filter((r) => r.ppid === parent)) {
      found.push({ pid: row.pid, command: row.command })
      walk(row.pid)
    }
  }
  walk(root)
  return found
}

const alive = (pid: number): boolean => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const address = server.address()
  await new Promise<void>((resolve) => server.close(() => resolve()))
  if (!address || typeof address === 'string') throw new Error('no port')
  return address.port
}

/** Starts an npm script and resolves with its stdout once `ready` matches it. */
function startScript(
  args: string[],
  ready: (stdout: string) => boolean,
  { env = {}, ownGroup = false }: { env?: Record<string, string>; ownGroup?: boolean } = {},
) {
  const child = spawn(npm, args, {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownGroup,
  })
  started.push(child)
  let stdout = ''
  let stderr = ''
  child.stderr?.on('data', (chunk: Buffer) => {
    stderr += chunk.toString()
  })
  const output = new Promise<string>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      stdout += chunk.toString()
      if (ready(stdout)) resolve(stdout)
    })
    child.on('exit', (code) =>
      reject(new Error(`npm ${args.join(' ')} exited ${code} before ready:\n${stdout}\n${stderr}`)),
    )
  })
  return { child, output }
}

/** Waits until none of `pids` is alive; returns the ones still alive after `ms`. */
async function survivorsAfter(pids: { pid: number; command: string }[], ms: number) {
  const deadline = Date.now() + ms
  while (Date.now() < deadline && pids.some((p) => alive(p.pid))) await new Promise((r) => setTimeout(r, 100))
  return pids.filter((p) => alive(p.pid))
}

const parsesAsJson = (text: string): boolean => {
  try {
    JSON.parse(text)
    return true
  } catch {
    return false
  }
}

afterEach(() => {
  // A failed test must not leave its processes behind for the next one.
  for (const child of started.splice(0)) {
    if (!child.pid) continue
    for (const { pid } of descendantsOf(child.pid)) if (alive(pid)) process.kill(pid, 'SIGKILL')
    if (alive(child.pid)) child.kill('SIGKILL')
  }
})

describe('npm scripts stop their whole process tree', () => {
  it('npm run -s devnet -- --json prints the JSON alone; SIGTERM to npm leaves no devnet or anvil process', async () => {
    const { child, output } = startScript(['run', '-s', 'devnet', '--', '--port', '0', '--json'], (out) =>
      parsesAsJson(out),
    )
    const json = JSON.parse(await output) as { urls: { registry: string }; chains: { rpcUrl: string }[] }
    expect(json.chains.length).toBeGreaterThan(0)
    const tree = descendantsOf(child.pid ?? -1)
    expect(tree.filter((p) => p.command.includes('anvil')).length).toBe(json.chains.length)
    child.kill('SIGTERM')
    expect(await survivorsAfter(tree, 20_000)).toEqual([])
    await expect(fetch(json.chains[0]?.rpcUrl ?? '')).rejects.toThrow()
  })

  it('npm start: serves the demo as a production build; SIGTERM to npm stops the demo server, the devnet and its anvil chains', async () => {
    const [devnetPort, demoPort] = [await freePort(), await freePort()]
    const { child, output } = startScript(['start'], (out) => out.includes('Press Ctrl+C to stop.'), {
      env: { SIGIL_DEVNET_PORT: String(devnetPort), SIGIL_DEMO_PORT: String(demoPort) },
    })
    await output
    const tree = descendantsOf(child.pid ?? -1)
    expect(tree.filter((p) => p.command.includes('anvil')).length).toBeGreaterThan(0)
    const page = await fetch(`http://127.0.0.1:${demoPort}/`)
    expect(page.ok).toBe(true)
    // A production build: bundled assets, not the dev server's source modules.
    const html = await page.text()
    expect(html).toMatch(/<script type="module" crossorigin src="\/assets\/index-[\w-]+\.js">/)
    expect(html).not.toContain('/src/main.tsx')
    child.kill('SIGTERM')
    expect(await survivorsAfter(tree, 20_000)).toEqual([])
    await expect(fetch(`http://127.0.0.1:${demoPort}/`)).rejects.toThrow()
  })

  // Ctrl+C in a terminal sends SIGINT to the whole foreground process group; npm itself then
  // waits for its script, so a SIGINT to npm's pid alone is, by npm's design, not a stop.
  it('npm run devnet: Ctrl+C (SIGINT to the process group) stops everything', async () => {
    const { child, output } = startScript(
      ['run', 'devnet', '--', '--port', '0'],
      (out) => out.includes('Press Ctrl+C to stop.'),
      { ownGroup: true },
    )
    await output
    const tree = descendantsOf(child.pid ?? -1)
    expect(tree.filter((p) => p.command.includes('anvil')).length).toBeGreaterThan(0)
    process.kill(-(child.pid ?? 0), 'SIGINT')
    tree.push({ pid: child.pid ?? -1, command: 'npm' })
    expect(await survivorsAfter(tree, 20_000)).toEqual([])
  })
})
