import type { Reply } from '../http/reply.js'
import type { FaultMode } from './fault-switches.js'

/** The reply a hosted service would give in each failure mode ('hang' never replies). */
export function faultReply(mode: Exclude<FaultMode, 'hang'>): Reply {
  switch (mode) {
    case 403:
      return { status: 403, body: { error: 'forbidden', message: 'invalid key' } }
    case 429:
      return {
        status: 429,
        body: { error: 'rate_limited', message: 'Too many requests' },
        headers: { 'Retry-After': '1' },
      }
    case 500:
      return { status: 500, body: { error: 'internal', message: 'Internal server error' } }
    case 503:
      return { status: 503, body: { error: 'unavailable', message: 'Service unavailable' } }
    case 'malformed':
      return { status: 200, raw: '{"data":[{"id":"truncated', contentType: 'application/json' }
  }
}
