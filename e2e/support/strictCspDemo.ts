import { mkdtempSync, rmSync } from 'node:fs'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startDevnet } from '@sigil/devnet'
import { build, preview } from 'vite'
import { devnetPlugins } from '../../apps/demo/src/server/devnetPlugins.js'
import { toDevnetInfo } from '../../apps/demo/src/server/toDevnetInfo.js'
import { demoViteConfig } from '../../apps/demo/src/server/viteConfig.js'
import type { DemoApp } from './demoApp.js'

/**
 * A strict Content-Security-Policy: scripts and styles only from the page's own origin (no
 * `unsafe-eval`, no `unsafe-inline`, no nonce), services on loopback ports (the WalletConnect
 * relay over WebSocket), the embedded wallet's secure site as the one frame, images also as
 * data: and blob: URLs (announced wallet icons, registry images).
 */
export const STRICT_CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data: blob: http://127.0.0.1:*",
  "connect-src 'self' http://127.0.0.1:* ws://127.0.0.1:*",
  'frame-src http://127.0.0.1:*',
  "font-src 'self'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-ancestors 'none'",
  "object-src 'none'",
].join('; ')

/**
 * The demo's production build (Vite's dev server injects inline scripts, a build does not),
 * served by Vite's preview server with `csp` as its Content-Security-Policy header, in front
 * of a devnet on free ports.
 */
export async function startStrictCspDemo(csp: string = STRICT_CSP): Promise<DemoApp> {
  const devnet = await startDevnet({ port: 0 })
  const outDir = mkdtempSync(join(tmpdir(), 'sigil-csp-demo-'))
  try {
    const config = demoViteConfig({ watch: false })
    await build({ ...config, logLevel: 'silent', build: { outDir, emptyOutDir: true } })
    const server = await preview({
      ...config,
      logLevel: 'silent',
      build: { outDir },
      plugins: [...(config.plugins ?? []), ...devnetPlugins(toDevnetInfo(devnet))],
      preview: { port: 0, strictPort: false, host: '127.0.0.1', headers: { 'Content-Security-Policy': csp } },
    })
    const { port } = server.httpServer.address() as AddressInfo
    return {
      devnet,
      url: `http://127.0.0.1:${port}/`,
      stop: async () => {
        await server.close()
        await devnet.stop()
        rmSync(outDir, { recursive: true, force: true })
      },
    }
  } catch (error) {
    await devnet.stop()
    rmSync(outDir, { recursive: true, force: true })
    throw error
  }
}
