import { type ChildProcess, spawn } from 'node:child_process'
import { createRequire } from 'node:module'
import { createServer } from 'node:net'
import { dirname, join } from 'node:path'

export type Anvil = { url: string; port: number; stop(): Promise<void> }

/** A port nothing listens on right now (the OS picks it, then it is released). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer()
    server.once('error', reject)
    server.listen(0, '127.0.0.1', () => {
      const address = server.address()
      const port = typeof address === 'object' && address ? address.port : 0
      server.close(() => resolve(port))
    })
  })
}

function anvilBinary(): string {
  const arch = process.arch === 'x64' ? 'amd64' : process.arch
  const platformPackage = `@foundry-rs/anvil-${process.platform}-${arch}/package.json`
  return join(dirname(createRequire(import.meta.url).resolve(platformPackage)), 'bin', 'anvil')
}

async function waitForRpc(url: string, process_: ChildProcess): Promise<void> {
  const deadline = Date.now() + 10_000
  while (Date.now() < deadline) {
    if (process_.exitCode !== null) throw new Error(`anvil exited with ${process_.exitCode}`)
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ jsonrpc: '2.0', id: 1, method: 'eth_chainId', params: [] }),
      })
      if (response.ok) return
    } catch {
      // Not listening yet.
    }
    await new Promise((resolve) => setTimeout(resolve, 50))
  }
  throw new Error('anvil did not start within 10 s')
}

/** Starts a local anvil chain on a free loopback port. */
export async function startAnvil(chainId: number): Promise<Anvil> {
  const port = await freePort()
  const child = spawn(
    anvilBinary(),
    ['--host', '127.0.0.1', '--port', String(port), '--chain-id', String(chainId)],
    {
      stdio: 'ignore',
    },
  )
  const url = `http://127.0.0.1:${port}`
  await waitForRpc(url, child)
  return {
    url,
    port,
    stop: () =>
      new Promise((resolve) => {
        if (child.exitCode !== null) return resolve()
        child.once('exit', () => resolve())
        child.kill()
      }),
  }
}
