// Runs one Node child for an npm script (`npm start`, `npm run devnet`) and makes sure it stops
// with npm. npm runs a script through `sh -c`; when npm gets SIGTERM the shell dies without
// passing the signal on, so the script's process is orphaned with its servers and anvil
// children. This process passes SIGINT, SIGTERM and SIGHUP on, and also stops the child when
// its own parent (the shell, or npm) is gone, whatever signal ended it.
import { spawn } from 'node:child_process'

const PARENT_CHECK_MS = 200
// The child stops its servers and anvil children itself; this only ends a child that hangs.
const STOP_GRACE_MS = 15_000

/** Starts `node [nodeArgs] [args]` with the source condition and exits with it. */
export function supervise(nodeArgs, args = process.argv.slice(2)) {
  const child = spawn(process.execPath, [...nodeArgs, ...args], {
    stdio: 'inherit',
    env: {
      ...process.env,
      NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=sigil-source`.trim(),
    },
  })
  const parent = process.ppid
  let stopping = false
  const stop = (signal) => {
    if (child.exitCode !== null || child.signalCode !== null) return
    child.kill(signal)
    if (stopping) return
    stopping = true
    setTimeout(() => child.kill('SIGKILL'), STOP_GRACE_MS).unref()
  }
  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => stop(signal))
  const watch = setInterval(() => {
    if (process.ppid !== parent) stop('SIGTERM')
  }, PARENT_CHECK_MS)
  watch.unref()
  child.on('exit', (code, signal) => {
    clearInterval(watch)
    process.exit(code ?? (signal ? 1 : 0))
  })
}
