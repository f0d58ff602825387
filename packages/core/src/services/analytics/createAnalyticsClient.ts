import { ALERT_INVALID_APP_CONFIGURATION, INVALID_RESPONSE } from '../../errors/definitions.js'
import { createLogger } from '../../logger/index.js'
import { type AlertListener, createAlertOnce } from '../alerts/createAlertOnce.js'
import { createHttpClient } from '../http/createHttpClient.js'
import { isHttpStatusError } from '../http/HttpStatusError.js'
import type { ServiceClientOptions } from '../options.js'
import { unknownValue } from '../schema/schema.js'
import { systemClock } from '../systemClock.js'
import { createSlidingWindowLimiter } from './createSlidingWindowLimiter.js'
import { type AnalyticsEventBody, type AnalyticsProps, errorReport, internalSdkErrorEvent } from './events.js'

export const ERROR_REPORTS_PER_WINDOW = 5
export const ERROR_REPORT_WINDOW_MS = 60_000

export type AnalyticsClientOptions = ServiceClientOptions & {
  onAlert?: AlertListener
  /**
   * Whether track events may be sent (R-API-10), asked once per client; pass the
   * registry client's `getAnalyticsConfig`. Without it, track events are sent.
   */
  analyticsConfig?: () => Promise<{ isAnalyticsEnabled: boolean }>
  /** The page the events come from; defaults to the document's location when there is one. */
  page?: () => { url: string; domain: string }
  /** Event ids; defaults to crypto.randomUUID. */
  createEventId?: () => string
}

export type AnalyticsClient = ReturnType<typeof createAnalyticsClient>

function documentPage(): { url: string; domain: string } {
  const location = (globalThis as { location?: { href: string; host: string } }).location
  return location ? { url: location.href, domain: location.host } : { url: 'about:blank', domain: 'unknown' }
}

/**
 * Analytics and error reporting (spec §7 `POST /e`). Nothing here rejects: a failed send is
 * logged, and a 403 raises Invalid App Configuration once per client (R-ERR-09). Error
 * reports are limited to 5 in any 60 s window (R-SEC-09) and are sent whatever the
 * analytics config says; track events only when it is enabled.
 */
export function createAnalyticsClient(options: AnalyticsClientOptions) {
  const clock = options.clock ?? systemClock
  const logger = options.logger ?? createLogger()
  const alertOnce = createAlertOnce(options.onAlert)
  const limiter = createSlidingWindowLimiter(clock, ERROR_REPORTS_PER_WINDOW, ERROR_REPORT_WINDOW_MS)
  const page = options.page ?? documentPage
  const createEventId = options.createEventId ?? (() => globalThis.crypto.randomUUID())
  const http = createHttpClient({
    baseUrl: options.baseUrl,
    baseParams: { projectId: options.projectId, st: options.sdkType ?? 'sigil', sv: options.sdkVersion },
    fetch: options.fetch,
    clock,
    timeoutMs: options.timeoutMs,
  })
  let enabled: Promise<boolean> | undefined

  function isEnabled(): Promise<boolean> {
    enabled ??= options.analyticsConfig
      ? options.analyticsConfig().then(
          (config) => config.isAnalyticsEnabled,
          () => false,
        )
      : Promise.resolve(true)
    return enabled
  }

  async function post(props: AnalyticsProps): Promise<boolean> {
    const { url, domain } = page()
    const body: AnalyticsEventBody = { eventId: createEventId(), url, domain, timestamp: clock.now(), props }
    try {
      await http.post({ path: '/e', body }, unknownValue)
      return true
    } catch (error) {
      if (isHttpStatusError(error, 403)) alertOnce(ALERT_INVALID_APP_CONFIGURATION)
      // The intake may answer 2xx with an empty or non-JSON body; the event still arrived.
      else if (error instanceof Error && (error as { code?: string }).code === INVALID_RESPONSE.code)
        return true
      logger.debug('analytics: event not sent', error)
      return false
    }
  }

  async function sendErrorProps(props: AnalyticsProps): Promise<boolean> {
    if (!limiter.tryTake()) return false
    return post(props)
  }

  return {
    /** Sends a track event when analytics are enabled; resolves whether it was sent. */
    async track(props: AnalyticsProps): Promise<boolean> {
      if (!(await isEnabled())) return false
      return post(props)
    },
    /** Reports an error (rate limited); resolves whether it was sent. */
    reportError: (error: unknown) => sendErrorProps(errorReport(error)),
    /** INTERNAL_SDK_ERROR (rate limited with the error reports). */
    reportInternalError: (error: unknown, uncaught: boolean) =>
      sendErrorProps(internalSdkErrorEvent(error, uncaught)),
    isEnabled,
  }
}
