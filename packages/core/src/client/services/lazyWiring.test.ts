import { fileURLToPath } from 'node:url'
import { bundlePage } from '@sigil/test/bundle'
import { describe, expect, it } from 'vitest'

const source = (path: string) => JSON.stringify(fileURLToPath(new URL(path, import.meta.url)))

describe('where the services createSigil wires load', () => {
  it('R-PERF-01 with reownCloud() the project config, analytics and the embedded wallet all come lazily, never with the page', async () => {
    const { initial, lazy } = await bundlePage(`
      import { createSigil, reownCloud } from ${source('../../index.ts')}
      import { mainnet } from ${source('../../caip/networks/index.ts')}
      globalThis.client = createSigil({ projectId: 'p', networks: [mainnet], services: reownCloud() })
    `)
    expect(initial).toContain('https://api.web3modal.org')
    // The registry's config call, the analytics intake and the embedded wallet's frame code.
    for (const marker of [
      /\/appkit\/v1\/config/,
      /\/getAnalyticsConfig/,
      /path: ["']\/e["']/,
      /function createFrameTransport/,
    ]) {
      expect(initial).not.toMatch(marker)
      expect(lazy).toMatch(marker)
    }
  }, 60_000)
})
