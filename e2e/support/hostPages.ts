import type { AddressInfo } from 'node:net'
import { fileURLToPath } from 'node:url'
import { createServer } from 'vite'

const ROOT = fileURLToPath(new URL('./hosts/', import.meta.url))

/**
 * The host pages (a Safe{Wallet} stand-in speaking the Safe Apps protocol, a mini app host on
 * `@farcaster/miniapp-host`) on their own loopback origin, apart from the demo's: Vite serves
 * them with their dependencies bundled up front, so no page reloads mid-journey.
 */
export async function startHostPages(): Promise<{ url: string; stop: () => Promise<void> }> {
  const server = await createServer({
    configFile: false,
    root: ROOT,
    cacheDir: fileURLToPath(new URL('../../node_modules/.vite-hosts', import.meta.url)),
    logLevel: 'warn',
    optimizeDeps: {
      include: ['@safe-global/safe-apps-sdk', '@farcaster/miniapp-host', 'ox/Provider', 'viem', 'react'],
      noDiscovery: true,
    },
    server: { host: '127.0.0.1', port: 0, hmr: false, watch: null },
  })
  await server.listen()
  const address = server.httpServer?.address()
  if (!address || typeof address === 'string') throw new Error('the host pages have no TCP address')
  const { port } = address as AddressInfo
  return { url: `http://127.0.0.1:${port}/`, stop: () => server.close() }
}
