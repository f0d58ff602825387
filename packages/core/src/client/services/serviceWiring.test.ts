import { createTestClient, flushPromises } from '@sigil/test'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { reownCloud } from '../reownCloud.js'

type Recorded = { method: string; url: URL; body: unknown }

/** A fetch that records each request and answers by path (404 for any other path). */
function stubServices(answers: Record<string, () => Response>): Recorded[] {
  const recorded: Recorded[] = []
  vi.stubGlobal('fetch', async (input: string | URL | Request, init?: RequestInit) => {
    const url = new URL(input instanceof Request ? input.url : String(input))
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : undefined
    recorded.push({ method: init?.method ?? 'GET', url, body })
    const answer = answers[url.pathname]
    return answer ? answer() : new Response('not found', { status: 404 })
  })
  return recorded
}

const json = (value: unknown, status = 200) =>
  new Response(JSON.stringify(value), { status, headers: { 'content-type': 'application/json' } })

/** Lets the lazy chunks (actions, services) arrive and their requests settle. */
async function settle(client: { ready(): Promise<void> }): Promise<void> {
  await client.ready()
  for (let round = 0; round < 20; round++) await flushPromises()
}

afterEach(() => {
  vi.unstubAllGlobals()
  vi.doUnmock('../../services/analytics/index.js')
})

describe('createSigil wires the services it is given', () => {
  it('R-API-06 R-API-05 with reownCloud() the project features come from the hosted registry, with projectId, st and sv', async () => {
    const recorded = stubServices({
      '/appkit/v1/config': () => json({ features: [] }),
      '/getAnalyticsConfig': () => json({ isAnalyticsEnabled: false }),
    })
    const { client } = createTestClient({ services: reownCloud() })
    await settle(client)
    const config = recorded.find((request) => request.url.pathname === '/appkit/v1/config')
    expect(config?.url.origin).toBe('https://api.web3modal.org')
    expect(Object.fromEntries(config?.url.searchParams ?? [])).toEqual({
      projectId: 'test',
      st: 'sigil',
      sv: '0.1.0',
    })
    expect(client.getState().features.remoteLoaded).toBe(true)
  })

  it('R-API-04 a registry that refuses leaves the local features, and raises its alert', async () => {
    stubServices({ '/appkit/v1/config': () => json({ message: 'Rate limited' }, 429) })
    const { client, log } = createTestClient({
      services: { registryUrl: 'https://registry.test' },
      features: { swaps: false },
    })
    await settle(client)
    expect(client.getState().features).toMatchObject({ remoteLoaded: false, swaps: false })
    expect(client.getState().alerts.map((alert) => alert.code)).toContain('RATE_LIMITED')
    expect(log.records.some((record) => /project configuration/.test(String(record.message)))).toBe(true)
  })

  it("R-API-03 the app's own fetchRemoteConfig wins over the registry", async () => {
    const recorded = stubServices({})
    const { client } = createTestClient({
      services: { registryUrl: 'https://registry.test' },
      fetchRemoteConfig: async () => ({ features: { onramp: false } }),
    })
    await settle(client)
    expect(recorded.filter((request) => request.url.pathname === '/appkit/v1/config')).toEqual([])
    expect(client.getState().features).toMatchObject({ remoteLoaded: true, onramp: false })
  })

  it('R-API-10 R-API-33 events go to the analytics intake when the registry enables them, the first ones included', async () => {
    const recorded = stubServices({
      '/appkit/v1/config': () => json({ features: [] }),
      '/getAnalyticsConfig': () => json({ isAnalyticsEnabled: true }),
      '/e': () => new Response(null, { status: 202 }),
    })
    // The analytics code is held back until the test lets it arrive.
    vi.resetModules()
    let release: () => void = () => {}
    const held = new Promise<void>((resolve) => {
      release = resolve
    })
    let asked = false
    vi.doMock('../../services/analytics/index.js', async (importOriginal) => {
      asked = true
      await held
      return importOriginal()
    })
    const fresh = await import('@sigil/test')
    const { client } = fresh.createTestClient({ services: reownCloud() })
    await vi.waitFor(() => expect(asked).toBe(true))
    // Raised while the analytics code is on its way: kept and sent once it has arrived.
    client.raiseAlert('RATE_LIMITED')
    release()
    await settle(client)
    await client.open()
    const sent = () =>
      recorded
        .filter((request) => request.url.pathname === '/e')
        .map((request) => (request.body as { props: { event: string } }).props.event)
    await vi.waitFor(() => expect(sent()).toEqual(['ALERT', 'MODAL_OPEN']))
    const events = recorded.filter((request) => request.url.pathname === '/e')
    expect(events.every((request) => request.url.origin === 'https://pulse.walletconnect.org')).toBe(true)
    expect(events.every((request) => request.method === 'POST')).toBe(true)
    expect(Object.fromEntries(events[0]?.url.searchParams ?? [])).toEqual({
      projectId: 'test',
      st: 'sigil',
      sv: '0.1.0',
    })
    client.destroy()
  })

  it('R-API-10 no track event is sent when the registry says analytics are off', async () => {
    const recorded = stubServices({
      '/appkit/v1/config': () => json({ features: [] }),
      '/getAnalyticsConfig': () => json({ isAnalyticsEnabled: false }),
    })
    const { client } = createTestClient({ services: reownCloud() })
    await settle(client)
    await client.open()
    // The first event asks the registry whether analytics are on; its answer is awaited before any send.
    await vi.waitFor(() =>
      expect(recorded.map((request) => request.url.pathname)).toContain('/getAnalyticsConfig'),
    )
    await settle(client)
    expect(recorded.filter((request) => request.url.pathname === '/e')).toEqual([])
    client.destroy()
  })

  it('R-STATE-33 the analytics feature set off sends nothing and asks nothing of the intake', async () => {
    const recorded = stubServices({
      '/appkit/v1/config': () => json({ features: [] }),
      '/getAnalyticsConfig': () => json({ isAnalyticsEnabled: true }),
    })
    const { client } = createTestClient({ services: reownCloud(), features: { analytics: false } })
    await settle(client)
    await client.open()
    await settle(client)
    expect(recorded.map((request) => request.url.pathname)).not.toContain('/e')
    expect(recorded.map((request) => request.url.pathname)).not.toContain('/getAnalyticsConfig')
  })

  it('R-PERF-01 without services nothing is requested', async () => {
    const recorded = stubServices({})
    const { client } = createTestClient()
    await settle(client)
    await client.open()
    await settle(client)
    expect(recorded).toEqual([])
  })
})
