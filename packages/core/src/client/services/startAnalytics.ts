import type { RegistryClient } from '../../services/registry/createRegistryClient.js'
import { raiseAlert } from '../actions/raiseAlert.js'
import type { ClientContext } from '../context.js'
import type { SigilEvent } from '../types.js'
import { serviceOptions } from './serviceOptions.js'

/** Events kept while the analytics code is on its way (a page's first clicks). */
const EARLY_EVENTS_KEPT = 50

/**
 * Sends the client's events to `services.analyticsUrl` while the `analytics` feature is on
 * (R-STATE-33), and only when the registry's analytics config allows it (R-API-10). The
 * analytics code is fetched here, at start-up, in its own chunk; events from before it arrives
 * are sent when it does. Does nothing without an analytics URL or with the feature set off.
 */
export function startAnalytics(
  ctx: ClientContext,
  registry: (() => Promise<RegistryClient>) | undefined,
): void {
  const baseUrl = ctx.config.services?.analyticsUrl
  if (!baseUrl || ctx.config.features?.analytics === false) return
  const early: SigilEvent[] = []
  let forward: ((event: SigilEvent) => void) | undefined
  const stop = ctx.onEvent((event) => {
    if (event.type === 'DESTROY') {
      stop()
      return
    }
    if (!ctx.store.getState().features.analytics) return
    if (forward) forward(event)
    else if (early.length < EARLY_EVENTS_KEPT) early.push(event)
  })
  import('../../services/analytics/index.js')
    .then(({ connectAnalytics, createAnalyticsClient }) => {
      const analytics = createAnalyticsClient({
        ...serviceOptions(ctx, baseUrl),
        onAlert: (alert) => raiseAlert(ctx, alert.code),
        ...(registry
          ? { analyticsConfig: () => registry().then((client) => client.getAnalyticsConfig()) }
          : {}),
      })
      connectAnalytics(
        {
          onEvent: (listener) => {
            forward = listener
            for (const event of early.splice(0)) listener(event)
            return () => {
              forward = undefined
            }
          },
        },
        analytics,
      )
    })
    .catch((error: unknown) => {
      stop()
      ctx.logger.warn('The analytics code did not load; no analytics events are sent', error)
    })
}
