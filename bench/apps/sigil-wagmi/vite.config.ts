import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

// The Sigil bench page's config. React, viem and wagmi always resolve from this folder's
// node_modules, also when imported from packages/* (the bridge imports @wagmi/core, @sigil/* import
// viem), so the page holds one copy of each, as an app installing @sigil/* beside wagmi would.
export default defineConfig({
  plugins: [react()],
  resolve: {
    conditions: ['sigil-source', ...defaultClientConditions],
    dedupe: ['react', 'react-dom', 'scheduler', 'viem', '@wagmi/core'],
  },
  build: { sourcemap: false, reportCompressedSize: false, manifest: true },
})
