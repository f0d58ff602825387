import { badRequest } from '../http/http-error.js'

export interface AnalyticsEvent {
  eventId: string
  url: string
  domain: string
  /** Milliseconds since the epoch, or an ISO 8601 text (AppKit's error reports send that). */
  timestamp: number | string
  props: { type: string; event: string } & Record<string, unknown>
}

export interface StoredAnalyticsEvent {
  receivedAt: string
  projectId: string
  st: string
  sv: string
  event: AnalyticsEvent
}

/** Checks one event (the body of POST /e, spec §7, or an entry of POST /batch) and names the first field that is wrong. */
export function parseAnalyticsEvent(body: Record<string, unknown>): AnalyticsEvent {
  for (const field of ['eventId', 'url', 'domain'] as const) {
    if (typeof body[field] !== 'string' || body[field] === '')
      throw badRequest(`${field} must be a non-empty string`)
  }
  const { timestamp } = body
  const validTime =
    (typeof timestamp === 'number' && Number.isFinite(timestamp)) ||
    (typeof timestamp === 'string' && !Number.isNaN(Date.parse(timestamp)))
  if (!validTime) throw badRequest('timestamp must be milliseconds since the epoch or an ISO 8601 time')
  const props = body.props
  if (typeof props !== 'object' || props === null || Array.isArray(props))
    throw badRequest('props must be an object')
  const { type, event } = props as Record<string, unknown>
  if (typeof type !== 'string' || type === '') throw badRequest('props.type must be a non-empty string')
  if (typeof event !== 'string' || event === '') throw badRequest('props.event must be a non-empty string')
  return body as unknown as AnalyticsEvent
}
