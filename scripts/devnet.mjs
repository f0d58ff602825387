// `npm run devnet [-- --port 8600 --json ...]`: the devnet CLI with tsx; it stops with npm.
import { supervise } from './supervise.mjs'

supervise(['--import', 'tsx', 'devnet/src/cli.ts'])
