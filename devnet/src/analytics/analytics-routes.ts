import { badRequest } from '../http/http-error.js'
import { readJsonObject, readText } from '../http/read-body.js'
import { json } from '../http/reply.js'
import { requireQuery } from '../http/require-query.js'
import type { Route } from '../http/route.js'
import { type AnalyticsEvent, parseAnalyticsEvent, type StoredAnalyticsEvent } from './analytics-event.js'

/**
 * POST /e (one event) and POST /batch (a JSON array of events, sent by `navigator.sendBeacon`,
 * the intake AppKit's events use): validated events are kept in `store` (per devnet instance)
 * for tests to read. The hosted intake is closed source: its answer to either is not known, and
 * 202 `{ status: 'accepted' }` stands in for it.
 */
export function analyticsRoutes(store: StoredAnalyticsEvent[]): Route[] {
  const keep = (query: URLSearchParams, event: AnalyticsEvent) =>
    store.push({
      receivedAt: new Date().toISOString(),
      projectId: query.get('projectId')!,
      st: query.get('st')!,
      sv: query.get('sv')!,
      event,
    })
  return [
    {
      name: 'batch',
      method: 'POST',
      pattern: '/batch',
      handler: async ({ query, req }) => {
        requireQuery(query, ['projectId', 'st', 'sv'])
        let parsed: unknown
        try {
          parsed = JSON.parse(await readText(req))
        } catch {
          throw badRequest('request body is not valid JSON')
        }
        if (!Array.isArray(parsed)) throw badRequest('request body must be a JSON array of events')
        const events = parsed.map((entry, index) => {
          if (typeof entry !== 'object' || entry === null || Array.isArray(entry))
            throw badRequest(`event ${index} must be an object`)
          return parseAnalyticsEvent(entry as Record<string, unknown>)
        })
        for (const event of events) keep(query, event)
        return json({ status: 'accepted' }, 202)
      },
    },
    {
      name: 'event',
      method: 'POST',
      pattern: '/e',
      handler: async ({ query, req }) => {
        requireQuery(query, ['projectId', 'st', 'sv'])
        keep(query, parseAnalyticsEvent(await readJsonObject(req)))
        return json({ status: 'accepted' }, 202)
      },
    },
  ]
}
