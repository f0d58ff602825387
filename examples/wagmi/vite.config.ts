import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  resolve: {
    // Inside this repository the examples use the packages' source; an app installs them instead.
    conditions: ['sigil-source', ...defaultClientConditions],
    // This repository also holds @wagmi/core 3 (beside @sigil/evm's source): the bridge must use
    // the app's @wagmi/core, the one wagmi 2 brought. An app that installs the packages has one.
    dedupe: ['@wagmi/core'],
  },
})
