import type { CaipNetworkId } from '../../caip/types.js'
import type { SocialProvider } from '../../client/types.js'
import { SigilError } from '../../errors/SigilError.js'

/** The `props` of an intake event (spec §7): type and event, plus error fields or properties. */
export type AnalyticsProps = {
  type: 'track' | 'error'
  event: string
  errorType?: string
  errorMessage?: string
  stackTrace?: string
  properties?: Record<string, unknown>
}

/** The body of `POST /e`. */
export type AnalyticsEventBody = {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: AnalyticsProps
}

function describeError(error: unknown): { errorType: string; errorMessage: string; stackTrace?: string } {
  if (error instanceof SigilError)
    return { errorType: error.code, errorMessage: error.shortMessage, stackTrace: error.stack }
  if (error instanceof Error)
    return { errorType: error.name, errorMessage: error.message, stackTrace: error.stack }
  return { errorType: 'UnknownError', errorMessage: String(error) }
}

/** An error report: `{ type: 'error', event: 'ERROR', errorType, errorMessage, stackTrace }`. */
export function errorReport(error: unknown): AnalyticsProps {
  return { type: 'error', event: 'ERROR', ...describeError(error) }
}

/** INTERNAL_SDK_ERROR with errorType, errorMessage and uncaught (R-API-34). */
export function internalSdkErrorEvent(error: unknown, uncaught: boolean): AnalyticsProps {
  const { errorType, errorMessage } = describeError(error)
  return { type: 'track', event: 'INTERNAL_SDK_ERROR', properties: { errorType, errorMessage, uncaught } }
}

/** SOCIAL_LOGIN_SUCCESS with provider and caipNetworkId (R-API-35). */
export function socialLoginSuccessEvent(
  provider: SocialProvider,
  caipNetworkId: CaipNetworkId,
): AnalyticsProps {
  return { type: 'track', event: 'SOCIAL_LOGIN_SUCCESS', properties: { provider, caipNetworkId } }
}
