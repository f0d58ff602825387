import { describe, expect, it, vi } from 'vitest'

// A reload restores the stored connection with start-up's code alone: the actions' code (every
// action a person may take) is fetched after it and is not waited for.
describe('a restore that does not wait for the actions', () => {
  it('R-STATE-19 the stored connection is restored while the actions’ code has not arrived', async () => {
    const { createTestClient } = await import('@sigil/test')
    const { createMemoryStorage } = await import('../storage/createMemoryStorage.js')
    const storage = createMemoryStorage()
    const first = createTestClient({ storage })
    await first.client.ready()
    await first.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    first.client.destroy()

    // The reloaded page: a fresh module graph whose actions' chunk never arrives.
    vi.resetModules()
    let actionsAsked = false
    vi.doMock('./lazyActions.js', () => {
      actionsAsked = true
      return new Promise(() => undefined)
    })
    try {
      const reloaded = await import('@sigil/test')
      const { client } = reloaded.createTestClient({ storage })
      expect(client.getState().connection.status.eip155).toBe('connecting')
      await vi.waitFor(() => expect(client.getState().connection.status.eip155).toBe('connected'))
      expect(client.getState().accounts.eip155.address).toBe(first.client.getState().accounts.eip155.address)
      // They were asked for all the same, after start-up's code.
      expect(actionsAsked).toBe(true)
    } finally {
      vi.doUnmock('./lazyActions.js')
      vi.resetModules()
    }
  }, 30_000)
})
