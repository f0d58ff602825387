import type { SocialLoginState } from '@sigil/core/internal'
import { systemClock } from '@sigil/core/services'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { socialLogin } from './socialLogin.js'
import { recordingLogger, SITE } from './test/fakeFrameWindow.js'

type FakePopup = { closed: boolean; location: { href: string }; close(): void }

function setup(
  options: {
    redirect?: () => Promise<Record<string, unknown>>
    connect?: () => Promise<Record<string, unknown>>
    blocked?: boolean
  } = {},
) {
  const target = new EventTarget()
  const opened: { url: string; name: string; features: string }[] = []
  const popup: FakePopup = {
    closed: false,
    location: { href: 'about:blank' },
    close() {
      this.closed = true
    },
  }
  const window = Object.assign(target, {
    screen: { availWidth: 1600, availHeight: 1000 },
    open: (url: string, name: string, features: string) => {
      opened.push({ url, name, features })
      return options.blocked ? null : popup
    },
  }) as unknown as Window
  const calls: string[] = []
  const log = recordingLogger()
  const states: SocialLoginState[] = []
  const deliver = (data: unknown, origin: string) =>
    target.dispatchEvent(Object.assign(new Event('message'), { data, origin }))
  const run = () =>
    socialLogin(
      {
        window,
        clock: systemClock,
        logger: log.logger,
        siteOrigin: SITE,
        call: async (event) => {
          calls.push(event)
          if (event === 'GET_SOCIAL_REDIRECT_URI')
            return (options.redirect ?? (async () => ({ uri: `${SITE}/idp/authorize?state=s` })))()
          return (options.connect ?? (async () => ({ userName: 'ada' })))()
        },
      },
      'google',
      (state) => states.push(state),
    )
  return { run, popup, opened, calls, states, deliver, log }
}

beforeEach(() => {
  vi.useFakeTimers()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('social login', () => {
  it('R-EMBED-08 R-PERF-04 a popup of 600x800, then started, popupOpened, resultReceived, connected', async () => {
    const test = setup()
    const done = test.run()
    expect(test.opened).toEqual([
      {
        url: 'about:blank',
        name: 'sigil-social-login',
        features: 'popup=yes,width=600,height=800,left=500,top=100',
      },
    ])
    await vi.advanceTimersByTimeAsync(0)
    expect(test.popup.location.href).toBe(`${SITE}/idp/authorize?state=s`)
    test.deliver({ type: 'sigil:social-result', resultUri: `${SITE}/social/callback?code=c` }, SITE)
    await done
    expect(test.states).toEqual(['started', 'popupOpened', 'resultReceived', 'connected'])
    expect(test.calls).toEqual(['GET_SOCIAL_REDIRECT_URI', 'CONNECT_SOCIAL'])
    expect(test.popup.closed).toBe(true)
  })

  it('R-EMBED-09 a result from another origin is ignored and logged; only the secure origin counts', async () => {
    const test = setup()
    const done = test.run()
    await vi.advanceTimersByTimeAsync(0)
    test.deliver(
      { type: 'sigil:social-result', resultUri: 'http://127.0.0.1:9999/forged' },
      'http://127.0.0.1:9999',
    )
    await vi.advanceTimersByTimeAsync(0)
    expect(test.states).toEqual(['started', 'popupOpened'])
    expect(
      test.log.lines.some((line) => line.level === 'warn' && line.message.includes('127.0.0.1:9999')),
    ).toBe(true)
    test.deliver({ type: 'sigil:social-result', resultUri: `${SITE}/social/callback?code=c` }, SITE)
    await done
    expect(test.states.at(-1)).toBe('connected')
  })

  it('R-EMBED-10 R-PERF-05 a closed popup fails with Popup closed within 1 s', async () => {
    const test = setup()
    const done = test.run().catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(2_500)
    test.popup.closed = true
    await vi.advanceTimersByTimeAsync(1_000)
    expect(String(await done)).toContain('Popup closed')
    expect(test.states).toEqual(['started', 'popupOpened'])
  })

  it('R-EMBED-10 no sign-in address, or a blocked popup: Failed to initiate social connection', async () => {
    const failing = setup({ redirect: async () => Promise.reject(new Error('frame error')) })
    expect(String(await failing.run().catch((error: unknown) => error))).toContain(
      'Failed to initiate social connection',
    )
    expect(failing.popup.closed).toBe(true)
    const blocked = setup({ blocked: true })
    expect(String(await blocked.run().catch((error: unknown) => error))).toContain(
      'Failed to initiate social connection',
    )
  })

  it('R-EMBED-10 a result the secure site refuses: Failed to connect', async () => {
    const test = setup({ connect: async () => Promise.reject(new Error('The sign-in was denied')) })
    const done = test.run().catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(0)
    test.deliver(
      { type: 'sigil:social-result', resultUri: `${SITE}/social/callback?state=s&error=access_denied` },
      SITE,
    )
    const error = (await done) as Error & { cause?: Error }
    expect(String(error)).toContain('Failed to connect')
    expect(error.cause?.message).toBe('The sign-in was denied')
  })
})
