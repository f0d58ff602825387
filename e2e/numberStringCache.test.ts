import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { build } from 'esbuild'
import type { CDPSession } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { launchBrowser, newLoopbackContext } from './support/browser.js'
import { serveHtml } from './support/staticServer.js'

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

/**
 * The byte size of V8's number-to-string cache for small integers, read from a heap snapshot.
 * It starts at 128 entries (1 KiB) and grows for good to 8192 entries (64 KiB) the first time two
 * numbers converted to strings meet in one slot, so a page's heap keeps 64 KiB it never uses.
 */
async function smiStringCacheBytes(cdp: CDPSession): Promise<number> {
  const chunks: string[] = []
  const onChunk = (event: { chunk: string }) => chunks.push(event.chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk)
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk)
  const snapshot = JSON.parse(chunks.join('')) as {
    snapshot: { meta: { node_fields: string[]; edge_fields: string[]; edge_types: [string[]] } }
    nodes: number[]
    edges: number[]
    strings: string[]
  }
  const { node_fields: nodeFields, edge_fields: edgeFields, edge_types: edgeTypes } = snapshot.snapshot.meta
  const nodeWidth = nodeFields.length
  const edgeWidth = edgeFields.length
  const edgeCount = nodeFields.indexOf('edge_count')
  const selfSize = nodeFields.indexOf('self_size')
  const named = new Set(['context', 'property', 'internal', 'shortcut', 'weak'])
  let edge = 0
  for (let node = 0; node < snapshot.nodes.length; node += nodeWidth) {
    for (let k = 0; k < (snapshot.nodes[node + edgeCount] ?? 0); k++, edge += edgeWidth) {
      const type = edgeTypes[0][snapshot.edges[edge] ?? 0] ?? ''
      const name = named.has(type) ? snapshot.strings[snapshot.edges[edge + 1] ?? 0] : undefined
      if (name === 'smi_string_cache')
        return snapshot.nodes[(snapshot.edges[edge + 2] ?? 0) + selfSize] ?? Number.NaN
    }
  }
  throw new Error('no smi_string_cache in the heap snapshot')
}

describe('issue 18: the JS heap a page pays for Sigil', () => {
  let close: (() => Promise<void>) | undefined
  let moduleCode = ''

  beforeAll(async () => {
    // The error catalogue's RPC table as a page gets it: core's source, bundled and minified.
    const result = await build({
      entryPoints: [path.join(ROOT, 'packages/core/src/errors/rpcCodes.ts')],
      bundle: true,
      format: 'esm',
      minify: true,
      write: false,
      conditions: ['sigil-source'],
      logLevel: 'silent',
    })
    moduleCode = `${result.outputFiles[0]?.text ?? ''}\nwindow.__loaded = true`
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
      const before = await smiStringCacheBytes(cdp)
      await page.addScriptTag({ type: 'module', content: moduleCode })
      await page.waitForFunction(() => (window as unknown as { __loaded?: boolean }).__loaded === true)
      const after = await smiStringCacheBytes(cdp)
      expect(before).toBeLessThan(4096)
      expect(after, 'the cache grew while the RPC code table loaded').toBe(before)
    } finally {
      await server.close()
    }
  })
})
