import type { SigilClient, SigilEvent, Unsubscribe } from '../../client/types.js'
import type { AnalyticsClient } from './createAnalyticsClient.js'

/** The properties of a client event as the intake gets them: errors become their code and message. */
function propertiesOf(event: SigilEvent): Record<string, unknown> {
  const { type: _type, ...rest } = event
  if ('error' in rest) {
    const { error, ...others } = rest
    return { ...others, errorType: error.code, errorMessage: error.shortMessage }
  }
  if ('alert' in rest) return { alertCode: rest.alert.code }
  return rest
}

/**
 * Forwards a client's events to analytics: ERROR as INTERNAL_SDK_ERROR (rate limited),
 * everything else (MODAL_OPEN, CONNECT_SUCCESS …) as a track event named by its type.
 * Returns the unsubscribe.
 */
export function connectAnalytics(
  client: Pick<SigilClient, 'onEvent'>,
  analytics: AnalyticsClient,
): Unsubscribe {
  return client.onEvent((event) => {
    if (event.type === 'ERROR') void analytics.reportInternalError(event.error, event.uncaught)
    else void analytics.track({ type: 'track', event: event.type, properties: propertiesOf(event) })
  })
}
