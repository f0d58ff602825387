import { afterEach, describe, expect, it, vi } from 'vitest'

afterEach(() => {
  vi.doUnmock('./startUp.js')
  vi.resetModules()
})

// After resetModules the client's whole module graph is transformed and evaluated again, which
// takes seconds on a loaded machine; the waits allow for that, not for any timing in the client.
const IMPORT_GRAPH_MS = 15_000

// Start-up's code is fetched apart from the page's first load; a failed fetch must not leave the
// client without adapters for good.
describe('start-up whose code did not arrive', () => {
  it(
    'R-STATE-19 a failed fetch of the start-up code is retried by ready(), which then sets the adapters up and reconnects',
    async () => {
      let failing = true
      vi.doMock('./startUp.js', async (importOriginal) => {
        if (failing) throw new Error('the start-up chunk did not load')
        return importOriginal()
      })
      vi.resetModules()
      const { createTestClient } = await import('@sigil/test')
      const { client, evm, log } = createTestClient()
      await vi.waitFor(
        () => expect(log.records.some((record) => record.message === 'Start-up failed')).toBe(true),
        { timeout: IMPORT_GRAPH_MS },
      )
      expect(evm.callsOf('setup')).toHaveLength(0)
      expect(client.getConnectors()).toEqual([])

      failing = false
      await client.ready()
      expect(evm.callsOf('setup')).toHaveLength(1)
      expect(client.getConnectors().map((connector) => connector.id)).toContain('eip155-wallet')
    },
    2 * IMPORT_GRAPH_MS,
  )
})
