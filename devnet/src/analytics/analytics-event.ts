import { badRequest } from '../http/http-error.js'

export interface AnalyticsEvent {
  eventId: string
  url: string
  domain: string
  timestamp: number
  props: { type: string; event: string } & Record<string, unknown>
}

export interface StoredAnalyticsEvent {
  receivedAt: string
  projectId: string
  st: string
  sv: string
  event: AnalyticsEvent
}

/** Checks the body of POST /e (spec §7) and names the first field that is wrong. */
export function parseAnalyticsEvent(body: Record<string, unknown>): AnalyticsEvent {
  for (const field of ['eventId', 'url', 'domain'] as const) {
    if (typeof body[field] !== 'string' || body[field] === '')
      throw badRequest(`${field} must be a non-empty string`)
  }
  if (typeof body.timestamp !== 'number' || !Number.isFinite(body.timestamp)) {
    throw badRequest('timestamp must be a number (milliseconds since the epoch)')
  }
  const props = body.props
  if (typeof props !== 'object' || props === null || Array.isArray(props))
    throw badRequest('props must be an object')
  const { type, event } = props as Record<string, unknown>
  if (typeof type !== 'string' || type === '') throw badRequest('props.type must be a non-empty string')
  if (typeof event !== 'string' || event === '') throw badRequest('props.event must be a non-empty string')
  return body as unknown as AnalyticsEvent
}
