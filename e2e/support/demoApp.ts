import type { AddressInfo } from 'node:net'
import { type Devnet, startDevnet } from '@sigil/devnet'
import { createServer, type ViteDevServer } from 'vite'
import { devnetPlugins } from '../../apps/demo/src/server/devnetPlugins.js'
import { toDevnetInfo } from '../../apps/demo/src/server/toDevnetInfo.js'
import { demoViteConfig } from '../../apps/demo/src/server/viteConfig.js'

export type DemoApp = { devnet: Devnet; url: string; stop: () => Promise<void> }

/** A devnet on free ports and the demo's Vite server in front of it, on a free loopback port. */
export async function startDemoApp(): Promise<DemoApp> {
  const devnet = await startDevnet({ port: 0 })
  let vite: ViteDevServer | undefined
  try {
    const config = demoViteConfig({ port: 0, strictPort: false, watch: false })
    vite = await createServer({
      ...config,
      plugins: [...(config.plugins ?? []), ...devnetPlugins(toDevnetInfo(devnet))],
    })
    await vite.listen()
  } catch (error) {
    await vite?.close()
    await devnet.stop()
    throw error
  }
  const server = vite
  const address = server.httpServer?.address()
  if (!address || typeof address === 'string') throw new Error('the demo server has no TCP address')
  const { port } = address as AddressInfo
  return {
    devnet,
    url: `http://127.0.0.1:${port}/`,
    stop: async () => {
      await server.close()
      await devnet.stop()
    },
  }
}
