import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// The peers' config (defaults, production minification, no manual chunks, a manifest) plus two
// lines: the workspace packages resolve to their TypeScript source, and React always resolves from
// this folder's node_modules (18.3.1, as in the peers' apps) even when imported from packages/*.
export default defineConfig({
  plugins: [react()],
  resolve: {
    conditions: ['sigil-source', ...defaultClientConditions],
    dedupe: ['react', 'react-dom', 'scheduler'],
  },
  build: { sourcemap: false, reportCompressedSize: false, manifest: true },
})
