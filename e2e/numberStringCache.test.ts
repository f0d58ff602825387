import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { heapBreakdown } from '../bench/lib/heapSnapshot.js'
import { launchBrowser, newLoopbackContext } from './support/browser.js'
import { serveHtml } from './support/staticServer.js'

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

describe('issue 18: the JS heap a page pays for Sigil', () => {
  let close: (() => Promise<void>) | undefined
  let moduleCode = ''

  beforeAll(async () => {
    // The error catalogue's RPC table as a page gets it: core's source, bundled and minified.
    const result = await build({
      configFile: false,
      logLevel: 'silent',
      resolve: { conditions: ['sigil-source', 'module', 'import', 'default'] },
      build: {
        write: false,
        minify: true,
        lib: { entry: path.join(ROOT, 'packages/core/src/errors/rpcCodes.ts'), formats: ['es'] },
      },
    })
    const chunk = (Array.isArray(result) ? result : [result])
      .flatMap((output) => (output as Rolldown.RolldownOutput).output)
      .find((file) => file.type === 'chunk')
    moduleCode = `${chunk?.type === 'chunk' ? chunk.code : ''}\nwindow.__loaded = true`
  })

  afterAll(async () => {
    await close?.()
  })

  it('loading the RPC code table leaves V8’s number-to-string cache at its first size (no 64 KiB kept for good)', async () => {
    const browser = await launchBrowser()
    close = () => browser.close()
    const { context } = await newLoopbackContext(browser)
    const page = await context.newPage()
    const server = await serveHtml('<!doctype html><title>heap</title><p>heap</p>')
    try {
      await page.goto(server.url)
      const cdp = await context.newCDPSession(page)
      // V8's number-to-string cache starts at 128 entries (1 KiB) and grows for good to 8192 (64 KiB)
      // the first time two numbers converted to strings meet in one slot.
      const before = (await heapBreakdown(cdp)).numberCacheBytes
      await page.addScriptTag({ type: 'module', content: moduleCode })
      await page.waitForFunction(() => (window as unknown as { __loaded?: boolean }).__loaded === true)
      const after = (await heapBreakdown(cdp)).numberCacheBytes
      expect(before).toBeLessThan(4096)
      expect(after, 'the cache grew while the RPC code table loaded').toBe(before)
    } finally {
      await server.close()
    }
  })
})
