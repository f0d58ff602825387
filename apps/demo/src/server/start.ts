// `npm start`: a devnet on fixed ports, then the demo, until Ctrl+C. The demo is served as a
// production build, rebuilt when a source changes, so a newcomer sees what an app's users get;
// `npm run dev` (`--dev`) serves it from Vite's dev server instead, with hot reload.
import { fileURLToPath } from 'node:url'
import { type Devnet, startDevnet } from '@sigil/devnet'
import { createServer, type PreviewServer, preview, type ViteDevServer } from 'vite'
import { devnetPlugins } from './devnetPlugins.js'
import { toDevnetInfo } from './toDevnetInfo.js'
import { demoViteConfig } from './viteConfig.js'
import { type WatchedBuild, watchBuild } from './watchBuild.js'

const DEVNET_PORT = Number(process.env.SIGIL_DEVNET_PORT ?? 8600)
const DEMO_PORT = Number(process.env.SIGIL_DEMO_PORT ?? 5173)
const DEV = process.argv.includes('--dev')
const OUT_DIR = fileURLToPath(new URL('../../dist', import.meta.url))

function portTaken(error: unknown): boolean {
  return (error as { code?: string } | null)?.code === 'EADDRINUSE'
}

async function main(): Promise<void> {
  let devnet: Devnet
  try {
    // 'info' prints the embedded wallet's sign-in codes for a person trying the email login.
    devnet = await startDevnet({ port: DEVNET_PORT, secureSitePort: DEVNET_PORT + 1, log: { level: 'info' } })
  } catch (error) {
    if (portTaken(error))
      throw new Error(
        `port ${DEVNET_PORT} is taken, so the devnet cannot start. Stop what uses it, or pick another: SIGIL_DEVNET_PORT=8700 npm start`,
      )
    throw error
  }
  let vite: ViteDevServer | PreviewServer | undefined
  let built: WatchedBuild | undefined
  let stopping = false
  const stop = async (code: number) => {
    // Ctrl+C reaches this process twice (from the terminal and from scripts/supervise.mjs).
    if (stopping) return
    stopping = true
    await vite?.close().catch(() => undefined)
    await built?.close().catch(() => undefined)
    await devnet.stop()
    process.exit(code)
  }
  process.on('SIGINT', () => void stop(0))
  process.on('SIGTERM', () => void stop(0))

  try {
    const plugins = devnetPlugins(toDevnetInfo(devnet))
    if (DEV) {
      const config = demoViteConfig({ port: DEMO_PORT })
      const server = await createServer({ ...config, plugins: [...(config.plugins ?? []), ...plugins] })
      vite = server
      await server.listen()
    } else {
      const config = demoViteConfig({ port: DEMO_PORT, watch: false })
      built = await watchBuild(config, OUT_DIR, (error) =>
        console.error(`The demo did not rebuild; the last build is still served.\n${error.message}`),
      )
      vite = await preview({
        ...config,
        build: { outDir: OUT_DIR },
        plugins: [...(config.plugins ?? []), ...plugins],
        preview: { host: '127.0.0.1', port: DEMO_PORT, strictPort: true },
      })
    }
  } catch (error) {
    await built?.close().catch(() => undefined)
    await devnet.stop()
    if (portTaken(error) || String(error).includes(String(DEMO_PORT)))
      throw new Error(
        `port ${DEMO_PORT} is taken, so the demo cannot start. Stop what uses it, or pick another: SIGIL_DEMO_PORT=5174 npm start`,
      )
    throw error
  }

  const lines = [
    '',
    `  Sigil demo   http://127.0.0.1:${DEMO_PORT}/  (${DEV ? 'dev server' : 'production build, rebuilt on change; npm run dev for hot reload'})`,
    '',
    `  devnet       ${devnet.urls.registry.replace(/\/registry$/, '')} (registry, blockchain, analytics)`,
    ...devnet.chains.map(
      (chain) => `  ${chain.name.padEnd(12)} chain id ${chain.chainId}  RPC ${chain.rpcUrl}`,
    ),
    `  mnemonic     ${devnet.mnemonic}`,
    '',
    '  Press Ctrl+C to stop.',
    '',
  ]
  console.log(lines.join('\n'))
}

main().catch((error: unknown) => {
  console.error(`npm start failed: ${error instanceof Error ? error.message : String(error)}`)
  process.exit(1)
})
