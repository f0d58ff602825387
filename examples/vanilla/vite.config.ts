import { defaultClientConditions, defineConfig } from 'vite'

export default defineConfig({
  // Inside this repository the examples use the packages' source; an app installs them instead.
  resolve: { conditions: ['sigil-source', ...defaultClientConditions] },
})
