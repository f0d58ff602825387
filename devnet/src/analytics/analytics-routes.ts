import { readJsonObject } from '../http/read-body.js'
import { json } from '../http/reply.js'
import { requireQuery } from '../http/require-query.js'
import type { Route } from '../http/route.js'
import { parseAnalyticsEvent, type StoredAnalyticsEvent } from './analytics-event.js'

/** POST /e: validated events are kept in `store` (per devnet instance) for tests to read. */
export function analyticsRoutes(store: StoredAnalyticsEvent[]): Route[] {
  return [
    {
      name: 'event',
      method: 'POST',
      pattern: '/e',
      handler: async ({ query, req }) => {
        requireQuery(query, ['projectId', 'st', 'sv'])
        const event = parseAnalyticsEvent(await readJsonObject(req))
        store.push({
          receivedAt: new Date().toISOString(),
          projectId: query.get('projectId')!,
          st: query.get('st')!,
          sv: query.get('sv')!,
          event,
        })
        return json({ status: 'accepted' }, 202)
      },
    },
  ]
}
