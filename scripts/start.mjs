// `npm start`: runs the demo's start script (devnet + Vite) with tsx and passes Ctrl+C on.
import { spawn } from 'node:child_process'

const child = spawn(process.execPath, ['--import', 'tsx', 'apps/demo/src/server/start.ts'], {
  stdio: 'inherit',
  env: { ...process.env, NODE_OPTIONS: `${process.env.NODE_OPTIONS ?? ''} --conditions=sigil-source`.trim() },
})
const forward = (signal) => () => child.kill(signal)
process.on('SIGINT', forward('SIGINT'))
process.on('SIGTERM', forward('SIGTERM'))
child.on('exit', (code, signal) => process.exit(code ?? (signal ? 1 : 0)))
