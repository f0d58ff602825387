import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { build } from 'vite'

const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }

export type ScenePage = { url: string; close: () => Promise<void> }

/**
 * Builds the scene page (main.ts) with Vite into a temporary folder and serves it on a free
 * loopback port. Building takes about a second; the production React keeps the page fast.
 */
export async function startScenePage(
  root = fileURLToPath(new URL('.', import.meta.url)),
): Promise<ScenePage> {
  const outDir = mkdtempSync(join(tmpdir(), 'sigil-scenes-'))
  await build({
    root,
    logLevel: 'warn',
    configFile: false,
    plugins: [react()],
    resolve: { conditions: ['sigil-source', 'module', 'browser', 'import', 'default'] },
    build: { outDir, emptyOutDir: true },
  })
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const file = join(outDir, path === '/' ? 'index.html' : path)
    try {
      const body = readFileSync(file)
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
      response.end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/`,
    close: async () => {
      await new Promise<void>((resolve) => server.close(() => resolve()))
      rmSync(outDir, { recursive: true, force: true })
    },
  }
}
