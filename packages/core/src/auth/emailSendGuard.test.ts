import { createFakeClock } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { createEmailSendGuard } from './emailSendGuard.js'

describe('email send guard', () => {
  it('R-PERF-03 R-EMBED-14 a resend to the same address is refused at 29 s and allowed at 30 s', () => {
    const clock = createFakeClock(1_000)
    const guard = createEmailSendGuard(clock)
    expect(guard.check('ada@example.com')).toEqual({ allowed: true })
    guard.record('ada@example.com')
    clock.advance(29_000)
    expect(guard.check('Ada@Example.com ')).toEqual({ allowed: false, reason: 'cooldown', secondsLeft: 1 })
    clock.advance(1_000)
    expect(guard.check('ada@example.com')).toEqual({ allowed: true })
  })

  it('R-ERR-07 the seconds left are whole seconds, rounded up, counting down', () => {
    const clock = createFakeClock(0)
    const guard = createEmailSendGuard(clock)
    guard.record('a@b.co')
    const left = () => {
      const check = guard.check('a@b.co')
      return check.allowed ? 0 : check.secondsLeft
    }
    expect(left()).toBe(30)
    clock.advance(500)
    expect(left()).toBe(30)
    clock.advance(500)
    expect(left()).toBe(29)
    clock.advance(28_001)
    expect(left()).toBe(1)
  })

  it('R-SEC-01 sends beyond the limit are refused, to any address, until the window has passed', () => {
    const clock = createFakeClock(0)
    const guard = createEmailSendGuard(clock, { cooldownMs: 30_000, maxSends: 2, windowMs: 60_000 })
    guard.record('a@b.co')
    guard.record('c@d.co')
    expect(guard.check('e@f.co')).toEqual({ allowed: false, reason: 'limit', secondsLeft: 60 })
    clock.advance(60_000)
    expect(guard.check('e@f.co')).toEqual({ allowed: true })
  })
})
