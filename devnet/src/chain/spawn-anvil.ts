import { type ChildProcess, spawn } from 'node:child_process'
import { trackAnvil } from './anvil-children.js'
import { findAnvilBinary } from './find-anvil-binary.js'

export interface AnvilProcess {
  chainId: number
  url: string
  port: number
  stop(): Promise<void>
}

export interface SpawnAnvilOptions {
  chainId: number
  host: string
  mnemonic: string
  accountCount: number
  startupTimeoutMs?: number
}

const LISTENING = /Listening on ([\d.]+):(\d+)/

/** Starts anvil on a free port (port 0) and resolves once it prints where it listens. */
export function spawnAnvil(options: SpawnAnvilOptions): Promise<AnvilProcess> {
  const args = [
    '--host',
    options.host,
    '--port',
    '0',
    '--chain-id',
    String(options.chainId),
    '--mnemonic',
    options.mnemonic,
    '--accounts',
    String(options.accountCount),
    '--no-request-size-limit',
  ]
  const child = spawn(findAnvilBinary(), args, { stdio: ['ignore', 'pipe', 'pipe'] })
  trackAnvil(child)
  return new Promise<AnvilProcess>((resolve, reject) => {
    let output = ''
    const timer = setTimeout(() => {
      child.kill('SIGKILL')
      reject(new Error(`anvil for chain ${options.chainId} did not start in time:\n${output}`))
    }, options.startupTimeoutMs ?? 10_000)
    const onData = (chunk: Buffer) => {
      output += chunk.toString('utf8')
      const found = LISTENING.exec(output)
      if (found === null) return
      clearTimeout(timer)
      child.stdout?.off('data', onData)
      // Keep draining so a chatty anvil never blocks on a full pipe.
      child.stdout?.resume()
      const port = Number(found[2])
      resolve({
        chainId: options.chainId,
        port,
        url: `http://${options.host}:${port}`,
        stop: () => stopChild(child),
      })
    }
    child.stdout?.on('data', onData)
    child.stderr?.on('data', (chunk: Buffer) => {
      output += chunk.toString('utf8')
    })
    child.once('error', (error) => {
      clearTimeout(timer)
      reject(new Error(`could not start anvil (${error.message}); install @foundry-rs/anvil`))
    })
    child.once('exit', (code) => {
      clearTimeout(timer)
      reject(new Error(`anvil for chain ${options.chainId} exited with ${code}:\n${output}`))
    })
  })
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve()
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 2_000)
    child.once('exit', () => {
      clearTimeout(force)
      resolve()
    })
    child.kill('SIGTERM')
  })
}
