// `npm start`: the demo app on devnet. Until the demo lands it starts devnet alone.
import { spawn } from 'node:child_process'
import { existsSync } from 'node:fs'

if (existsSync('apps/demo')) {
  spawn('npm', ['run', 'dev', '-w', 'apps/demo'], { stdio: 'inherit' })
} else if (existsSync('devnet/src/cli.ts')) {
  console.log('The demo app is not built yet; starting devnet on its own.')
  spawn('node_modules/.bin/tsx', ['devnet/src/cli.ts'], { stdio: 'inherit' })
} else {
  console.log('Sigil: only @sigil/core exists so far. Run `npm test` to see it work.')
}
