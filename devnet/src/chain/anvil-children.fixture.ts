// A devnet process for anvil-children.service.test.ts: starts, prints its anvils' pids, then ends
// the way argv[2] says (or waits to be signalled).
import { startDevnet } from '../start-devnet.js'

const how = process.argv[2] ?? 'wait'
await startDevnet({
  port: 0,
  chains: [
    { chainId: 31401, name: 'Fixture A' },
    { chainId: 31402, name: 'Fixture B' },
  ],
})
process.stdout.write('ready\n')
if (how === 'throw')
  setTimeout(() => {
    throw new Error('an uncaught error in the devnet process')
  }, 50)
else setInterval(() => {}, 1_000)
