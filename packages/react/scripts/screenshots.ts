/**
 * Builds a page with Vite (createSigil + a fake adapter + mountSigil), opens every view in
 * light and dark at a desktop and a phone size, and writes PNGs to packages/react/screenshots/.
 * Run: npx tsx packages/react/scripts/screenshots.ts
 */
import { mkdirSync, mkdtempSync, readFileSync } from 'node:fs'
import { createServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { extname, join, resolve } from 'node:path'
import { fileURLToPath } from 'node:url'
import react from '@vitejs/plugin-react'
import { chromium } from 'playwright-core'
import { build } from 'vite'

const here = fileURLToPath(new URL('.', import.meta.url))
const output = resolve(here, '../screenshots')
const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const
const MODES = ['light', 'dark'] as const
const TYPES: Record<string, string> = { '.html': 'text/html', '.js': 'text/javascript', '.css': 'text/css' }

async function buildPage(): Promise<string> {
  const outDir = mkdtempSync(join(tmpdir(), 'sigil-screenshots-'))
  await build({
    root: join(here, 'screenshot-page'),
    logLevel: 'warn',
    plugins: [react()],
    resolve: { conditions: ['sigil-source', 'module', 'browser', 'import', 'default'] },
    build: { outDir, emptyOutDir: true },
  })
  return outDir
}

function serve(directory: string) {
  const server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://127.0.0.1').pathname
    const file = join(directory, path === '/' ? 'index.html' : path)
    try {
      const body = readFileSync(file)
      response.writeHead(200, { 'content-type': TYPES[extname(file)] ?? 'application/octet-stream' })
      response.end(body)
    } catch {
      response.writeHead(404).end()
    }
  })
  return new Promise<{ url: string; close: () => void }>((done) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as AddressInfo
      done({ url: `http://127.0.0.1:${port}/`, close: () => server.close() })
    }),
  )
}

async function main() {
  mkdirSync(output, { recursive: true })
  const page = await serve(await buildPage())
  const browser = await chromium.launch({
    executablePath: '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  })
  try {
    for (const viewport of VIEWPORTS) {
      const context = await browser.newContext({
        viewport: { width: viewport.width, height: viewport.height },
      })
      const tab = await context.newPage()
      tab.on('pageerror', (error) => console.error(`page error: ${error.message}`))
      await tab.goto(page.url)
      const views = await tab.evaluate(() => window.sigilViews)
      for (const mode of MODES) {
        for (const view of views) {
          await tab.evaluate(([v, m]) => window.showView(v, m), [view, mode] as const)
          await tab.waitForTimeout(450)
          await tab.screenshot({ path: join(output, `${view}-${mode}-${viewport.name}.png`) })
        }
      }
      await context.close()
    }
  } finally {
    await browser.close()
    page.close()
  }
  console.log(`Screenshots written to ${output}`)
}

await main()
