import react from '@vitejs/plugin-react'
import { defaultClientConditions, defineConfig } from 'vite'

export default defineConfig({
  plugins: [react()],
  // Inside this repository the examples use the packages' source; an app installs them instead.
  resolve: { conditions: ['sigil-source', ...defaultClientConditions] },
})
