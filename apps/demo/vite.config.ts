// For `vite` run by hand inside apps/demo; `npm start` builds the same config in code and
// adds the devnet's URLs (src/server/start.ts).
import { defineConfig } from 'vite'
import { demoViteConfig } from './src/server/viteConfig.js'

export default defineConfig(demoViteConfig())
