import { createFakeClock, silentLogger } from '@sigil/test'
import { useDevnet } from '@sigil/test/devnet'
import { describe, expect, it } from 'vitest'
import { mainnet } from '../../caip/networks/index.js'
import { createSigil } from '../../client/createSigil.js'
import type { Alert } from '../../client/types.js'
import { createRegistryClient } from '../registry/createRegistryClient.js'
import { connectAnalytics } from './connectAnalytics.js'
import { type AnalyticsClientOptions, createAnalyticsClient } from './createAnalyticsClient.js'
import { socialLoginSuccessEvent } from './events.js'

const { devnet, admin } = useDevnet(async (admin) => {
  await admin.clearFaults()
  await admin.clearAnalytics()
  await admin.setConfig({ isAnalyticsEnabled: true })
})

function client(overrides: Partial<AnalyticsClientOptions> = {}) {
  const alerts: Alert[] = []
  const analytics = createAnalyticsClient({
    baseUrl: devnet.urls.analytics,
    projectId: devnet.projectId,
    sdkVersion: '0.1.0',
    logger: silentLogger(),
    page: () => ({ url: 'http://localhost:3000/app', domain: 'localhost:3000' }),
    onAlert: (alert) => alerts.push(alert),
    ...overrides,
  })
  return { analytics, alerts }
}

describe('analytics client against devnet', () => {
  it('R-API-33 POST /e with projectId, st, sv and the event body', async () => {
    const { analytics } = client({
      createEventId: () => 'event-1',
      clock: createFakeClock(1_700_000_000_000),
    })
    expect(await analytics.reportError(new Error('boom'))).toBe(true)
    const [stored] = await admin.analytics()
    expect(stored).toMatchObject({ projectId: devnet.projectId, st: 'sigil', sv: '0.1.0' })
    expect(stored!.event).toMatchObject({
      eventId: 'event-1',
      url: 'http://localhost:3000/app',
      domain: 'localhost:3000',
      timestamp: 1_700_000_000_000,
      props: { type: 'error', event: 'ERROR', errorType: 'Error', errorMessage: 'boom' },
    })
    expect((stored!.event.props as { stackTrace: string }).stackTrace).toContain('boom')
  })

  it('R-API-35 R-API-34 SOCIAL_LOGIN_SUCCESS and INTERNAL_SDK_ERROR reach the intake', async () => {
    const { analytics } = client()
    await analytics.track(socialLoginSuccessEvent('google', 'eip155:1'))
    await analytics.reportInternalError(new Error('oops'), true)
    const props = (await admin.analytics()).map((e) => e.event.props)
    expect(props).toEqual([
      {
        type: 'track',
        event: 'SOCIAL_LOGIN_SUCCESS',
        properties: { provider: 'google', caipNetworkId: 'eip155:1' },
      },
      {
        type: 'track',
        event: 'INTERNAL_SDK_ERROR',
        properties: { errorType: 'Error', errorMessage: 'oops', uncaught: true },
      },
    ])
  })

  it('R-SEC-09 7 error reports in 10 s send 5; more go out once the window has passed', async () => {
    const clock = createFakeClock()
    const { analytics } = client({ clock })
    const sent: boolean[] = []
    for (let i = 0; i < 7; i++) {
      sent.push(await analytics.reportError(new Error(`error ${i}`)))
      await clock.advanceAsync(1_400)
    }
    expect(sent.filter(Boolean)).toHaveLength(5)
    expect(await admin.analytics()).toHaveLength(5)
    await clock.advanceAsync(60_000)
    expect(await analytics.reportError(new Error('later'))).toBe(true)
    expect(await admin.analytics()).toHaveLength(6)
  })

  it('R-ERR-09 two 403s raise Invalid App Configuration once; nothing rejects', async () => {
    const { analytics, alerts } = client()
    await admin.setFault('event', 403, 2)
    await expect(analytics.reportError(new Error('a'))).resolves.toBe(false)
    await expect(analytics.track({ type: 'track', event: 'MODAL_OPEN' })).resolves.toBe(false)
    expect(alerts.map((a) => a.title)).toEqual(['Invalid App Configuration'])
  })

  it('R-API-36 5xx, 429 and a hang resolve false without throwing', async () => {
    const { analytics, alerts } = client({ timeoutMs: 300 })
    for (const mode of [500, 503, 429, 'hang'] as const) {
      await admin.setFault('event', mode, 1)
      await expect(analytics.track({ type: 'track', event: 'MODAL_OPEN' })).resolves.toBe(false)
    }
    expect(alerts).toEqual([])
  })

  it('R-API-10 track events are sent only when the analytics config enables them', async () => {
    const registry = createRegistryClient({
      baseUrl: devnet.urls.registry,
      projectId: devnet.projectId,
      sdkVersion: '0.1.0',
      logger: silentLogger(),
    })
    await admin.setConfig({ isAnalyticsEnabled: false })
    const off = client({ analyticsConfig: registry.getAnalyticsConfig })
    expect(await off.analytics.track({ type: 'track', event: 'MODAL_OPEN' })).toBe(false)
    expect(await admin.analytics()).toHaveLength(0)
    await admin.setConfig({ isAnalyticsEnabled: true })
    const on = client({ analyticsConfig: registry.getAnalyticsConfig })
    expect(await on.analytics.track({ type: 'track', event: 'MODAL_OPEN' })).toBe(true)
    expect(await admin.analytics()).toHaveLength(1)
  })

  it('R-API-33 connectAnalytics forwards the client events', async () => {
    const { analytics } = client()
    const sigil = createSigil({ projectId: devnet.projectId, networks: [mainnet], logSink: () => undefined })
    const unsubscribe = connectAnalytics(sigil, analytics)
    await sigil.open()
    await waitUntil(async () => (await admin.analytics()).length > 0)
    const events = (await admin.analytics()).map((e) => e.event.props)
    expect(events[0]).toMatchObject({ type: 'track', event: 'MODAL_OPEN' })
    unsubscribe()
    sigil.destroy()
  })
})

async function waitUntil(check: () => Promise<boolean>, timeoutMs = 5_000) {
  const until = Date.now() + timeoutMs
  while (!(await check())) {
    if (Date.now() > until) throw new Error('condition not met in time')
    await new Promise((resolve) => setTimeout(resolve, 20))
  }
}
