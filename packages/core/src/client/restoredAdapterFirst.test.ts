import type { AdapterContext } from '@sigil/core'
import {
  createFakeAdapter,
  createTestClient,
  flushPromises,
  storedEvmConnection,
  testSolana,
} from '@sigil/test'
import { describe, expect, it, vi } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'

/**
 * A reloaded page's adapters, Solana's listed first: each records when the client asks for its
 * code and when it is set up; EVM's setup ends when the test lets it.
 */
function reloadedAdapters() {
  const events: string[] = []
  const evm = createFakeAdapter({ namespace: 'eip155' })
  const solana = createFakeAdapter({ namespace: 'solana', chainId: testSolana.id })
  let letEvmUp: () => void = () => undefined
  const evmUp = new Promise<void>((resolve) => {
    letEvmUp = resolve
  })
  for (const adapter of [solana, evm]) {
    const setup = adapter.setup.bind(adapter)
    adapter.prefetch = () => events.push(`${adapter.namespace} code`)
    adapter.setup = async (context: AdapterContext) => {
      events.push(`${adapter.namespace} setup`)
      if (adapter === evm) await evmUp
      await setup(context)
    }
  }
  return { events, evm, solana, letEvmUp, adapters: [solana, evm] }
}

// A reload restores its stored connection with the restored namespace's adapter alone: the other
// adapters' code is fetched after it, and their setup is not waited for.
describe('a reload: the restored namespace’s adapter first', () => {
  it('R-STATE-19 only the restored adapter’s code is asked for as the client is made; the others are set up once it is', async () => {
    const storage = await storedEvmConnection()
    const { events, adapters, letEvmUp } = reloadedAdapters()
    const { client } = createTestClient({ storage, adapters })
    expect(events).toEqual(['eip155 code'])
    await vi.waitFor(() => expect(events).toContain('eip155 setup'))
    await flushPromises()
    expect(events).toEqual(['eip155 code', 'eip155 setup'])
    letEvmUp()
    await client.ready()
    expect(events).toEqual(['eip155 code', 'eip155 setup', 'solana setup'])
    expect(client.getState().connection.status.eip155).toBe('connected')
    expect(client.getConnectors().map((connector) => connector.chain)).toContain('solana')
  })

  it('R-STATE-19 the restore does not wait for another adapter’s setup', async () => {
    const storage = await storedEvmConnection()
    const { solana, adapters, letEvmUp } = reloadedAdapters()
    solana.setup = () => new Promise<void>(() => undefined)
    letEvmUp()
    const { client } = createTestClient({ storage, adapters })
    await vi.waitFor(() => expect(client.getState().connection.status.eip155).toBe('connected'))
  })

  it('R-STATE-19 nothing to restore: every adapter’s code is asked for as the client is made', () => {
    const { events, adapters } = reloadedAdapters()
    createTestClient({ storage: createMemoryStorage(), adapters })
    expect(events).toEqual(['solana code', 'eip155 code'])
  })

  it('R-STATE-19 where the browser has idle callbacks, nothing is fetched and start-up waits until the page is first idle (its first paint first)', async () => {
    const storage = await storedEvmConnection()
    const idle: { task: () => void; timeout: number }[] = []
    vi.stubGlobal('requestIdleCallback', (task: () => void, options: { timeout: number }) => {
      idle.push({ task, timeout: options.timeout })
      return idle.length
    })
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    try {
      const { events, adapters, letEvmUp } = reloadedAdapters()
      letEvmUp()
      const { client } = createTestClient({ storage, adapters })
      // The person's account is already the one being restored; no code has been asked for.
      expect(client.getState().connection.status.eip155).toBe('connecting')
      await flushPromises()
      expect(events).toEqual([])
      expect(idle.map((entry) => entry.timeout)).toEqual([100])
      idle[0]?.task()
      expect(events).toEqual(['eip155 code'])
      await client.ready()
      expect(client.getState().connection.status.eip155).toBe('connected')
    } finally {
      vi.unstubAllGlobals()
    }
  })

  it('R-STATE-19 a client dropped before the page is first idle fetches nothing, never starts up, and leaves nothing waiting', async () => {
    const storage = await storedEvmConnection()
    const idle: (() => void)[] = []
    vi.stubGlobal('requestIdleCallback', (task: () => void) => idle.push(task))
    vi.stubGlobal('cancelIdleCallback', () => undefined)
    try {
      const { events, adapters, letEvmUp } = reloadedAdapters()
      letEvmUp()
      const { client } = createTestClient({ storage, adapters })
      client.destroy()
      for (const task of idle) task()
      await client.ready()
      await flushPromises()
      expect(events).toEqual([])
      expect(client.getState().connection.status.eip155).toBe('connecting')
    } finally {
      vi.unstubAllGlobals()
    }
  })
})
