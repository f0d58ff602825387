// `npm start`: runs the demo's start script (devnet + Vite) with tsx; it stops with npm.
import { supervise } from './supervise.mjs'

supervise(['--import', 'tsx', 'apps/demo/src/server/start.ts'])
