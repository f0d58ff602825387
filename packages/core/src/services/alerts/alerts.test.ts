import { describe, expect, it } from 'vitest'
import type { Alert } from '../../client/types.js'
import { ALERT_RATE_LIMITED } from '../../errors/definitions.js'
import { alertForServerMessage } from './alertForServerMessage.js'
import { createAlertOnce } from './createAlertOnce.js'

describe('service alerts', () => {
  it('R-ERR-20 server messages map to alerts', () => {
    expect(alertForServerMessage('Origin not allowed for this project')?.title).toBe('Origin Not Allowed')
    expect(alertForServerMessage('JWT validation error: JWT Token is not yet valid')?.title).toBe(
      'Session Expired',
    )
    expect(alertForServerMessage('invalid key')?.title).toBe('Invalid Project ID')
    expect(alertForServerMessage('Internal server error')).toBeUndefined()
    expect(alertForServerMessage(undefined)).toBeUndefined()
  })

  it('R-ERR-21 each alert is shown once per client, and two clients stay apart', () => {
    const first: Alert[] = []
    const second: Alert[] = []
    const a = createAlertOnce((alert) => first.push(alert))
    const b = createAlertOnce((alert) => second.push(alert))
    a(ALERT_RATE_LIMITED)
    a(ALERT_RATE_LIMITED)
    b(ALERT_RATE_LIMITED)
    expect(first).toEqual([{ code: 'RATE_LIMITED', title: 'Rate Limited', description: expect.any(String) }])
    expect(second).toHaveLength(1)
  })
})
