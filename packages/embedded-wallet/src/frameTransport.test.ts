import { systemClock } from '@sigil/core/services'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { FrameAbortError, FrameRequestError, FrameTimeoutError } from './frameErrors.js'
import { APP_EVENTS } from './frameEvents.js'
import { createFrameTransport, type FrameTimeoutReason } from './frameTransport.js'
import { createFakeFrameWindow, recordingLogger, SITE } from './test/fakeFrameWindow.js'

let fake: ReturnType<typeof createFakeFrameWindow>
let timeouts: FrameTimeoutReason[]
let log: ReturnType<typeof recordingLogger>

function transport() {
  return createFrameTransport({
    url: `${SITE}/sdk?projectId=p`,
    window: fake.window,
    clock: systemClock,
    logger: log.logger,
    onTimeout: (reason) => timeouts.push(reason),
  })
}

async function readyTransport() {
  const frame = transport()
  fake.fromFrame({ id: 'r', type: '@w3m-frame/READY' })
  await vi.advanceTimersByTimeAsync(500)
  expect(frame.isReady()).toBe(true)
  return frame
}

beforeEach(() => {
  vi.useFakeTimers()
  fake = createFakeFrameWindow()
  timeouts = []
  log = recordingLogger()
})
afterEach(() => {
  vi.useRealTimers()
})

describe('frame transport', () => {
  it('R-EMBED-16 counts as ready 500 ms after the frame reports it: not at 499 ms', async () => {
    const frame = transport()
    await vi.advanceTimersByTimeAsync(3000)
    fake.fromFrame({ id: 'r', type: '@w3m-frame/READY' })
    await vi.advanceTimersByTimeAsync(499)
    expect(frame.isReady()).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    expect(frame.isReady()).toBe(true)
    await expect(frame.ready()).resolves.toBeUndefined()
  })

  it('R-PERF-10 R-ERR-22 a frame not ready after 20000 ms raises iframe_load_failed and aborts what waits', async () => {
    const frame = transport()
    const waiting = frame.request('GET_USER').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(19_999)
    expect(timeouts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(timeouts).toEqual(['iframe_load_failed'])
    expect(await waiting).toBeInstanceOf(FrameTimeoutError)
    expect(((await waiting) as FrameTimeoutError).reason).toBe('iframe_load_failed')
    // the alert it raised, named on the error so a view does not say it again
    expect(((await waiting) as FrameTimeoutError).alertCode).toBe('IFRAME_LOAD_FAILED')
    expect(log.lines.some((line) => line.level === 'error')).toBe(true)
  })

  it('R-EMBED-26 every message has a fresh random id and two requests in flight resolve by id', async () => {
    const frame = await readyTransport()
    const first = frame.request('GET_CHAIN_ID')
    const second = frame.request('GET_CHAIN_ID')
    const [a, b] = fake.posted.map((entry) => entry.message)
    expect(a!.id).not.toBe(b!.id)
    expect(a!.id).toMatch(/^[0-9a-f-]{36}$/)
    expect(fake.posted.every((entry) => entry.targetOrigin === SITE)).toBe(true)
    fake.fromFrame({ id: b!.id, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 2 } })
    fake.fromFrame({ id: a!.id, type: '@w3m-frame/GET_CHAIN_ID_SUCCESS', payload: { chainId: 1 } })
    expect(await first).toEqual({ chainId: 1 })
    expect(await second).toEqual({ chainId: 2 })
  })

  it('R-EMBED-27 R-EMBED-28 every app event can be sent and settles on its success or its error event', async () => {
    const frame = await readyTransport()
    for (const event of APP_EVENTS) {
      const ok = frame.request(event, { n: 1 })
      expect(fake.posted.at(-1)!.message).toMatchObject({ type: `@w3m-app/${event}`, payload: { n: 1 } })
      fake.answer(event, 'SUCCESS', { done: event })
      expect(await ok).toEqual({ done: event })
      const failed = frame.request(event)
      fake.answer(event, 'ERROR', { message: `${event} failed` })
      await expect(failed).rejects.toThrow(`${event} failed`)
    }
  })

  it('R-EMBED-29 an error event rejects with its message, or An error occurred', async () => {
    const frame = await readyTransport()
    const withMessage = frame.request('CONNECT_OTP', { otp: '1' })
    fake.answer('CONNECT_OTP', 'ERROR', { message: 'The code is not right', code: 4001 })
    const error = await withMessage.catch((e: unknown) => e)
    expect(error).toBeInstanceOf(FrameRequestError)
    expect((error as FrameRequestError).message).toBe('The code is not right')
    expect((error as FrameRequestError).code).toBe(4001)
    const bare = frame.request('GET_USER')
    fake.answer('GET_USER', 'ERROR')
    await expect(bare).rejects.toThrow('An error occurred')
  })

  it('R-PERF-11 R-ERR-22 a login request unanswered for 120000 ms raises iframe_request_timeout and aborts every pending request', async () => {
    const frame = await readyTransport()
    const email = frame.request('CONNECT_EMAIL', { email: 'a@b.co' }).catch((e: unknown) => e)
    const rpc = frame.request('RPC_REQUEST', { method: 'eth_call' }).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(119_999)
    expect(timeouts).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(timeouts).toEqual(['iframe_request_timeout'])
    expect(((await email) as FrameTimeoutError).reason).toBe('iframe_request_timeout')
    expect(((await email) as FrameTimeoutError).alertCode).toBe('IFRAME_REQUEST_TIMEOUT')
    expect(await rpc).toBeInstanceOf(FrameAbortError)
    expect(fake.posted.at(-1)!.message.type).toBe('@w3m-app/RPC_ABORT')
  })

  it.each([
    'CONNECT_EMAIL',
    'CONNECT_DEVICE',
    'CONNECT_OTP',
    'CONNECT_SOCIAL',
    'GET_SOCIAL_REDIRECT_URI',
  ] as const)('R-PERF-11 %s times out at 120000 ms', async (event) => {
    const frame = await readyTransport()
    const pending = frame.request(event).catch((e: unknown) => e)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(await pending).toBeInstanceOf(FrameTimeoutError)
  })

  it('reads only messages from the frame on the secure origin; a forged one is ignored and logged', async () => {
    const frame = await readyTransport()
    const pending = frame.request('GET_USER')
    const { id } = fake.posted.at(-1)!.message
    fake.fromFrame(
      { id, type: '@w3m-frame/GET_USER_SUCCESS', payload: { forged: true } },
      'http://127.0.0.1:9999',
    )
    fake.fromElsewhere({ id, type: '@w3m-frame/GET_USER_SUCCESS', payload: { forged: true } }, SITE)
    fake.fromFrame({ hello: 'not a frame message' })
    expect(log.lines.filter((line) => line.level === 'warn')).toHaveLength(2)
    expect(log.lines[0]!.message).toContain('http://127.0.0.1:9999')
    fake.fromFrame({ id, type: '@w3m-frame/GET_USER_SUCCESS', payload: { real: true } })
    expect(await pending).toEqual({ real: true })
  })

  it('a ready report from a foreign origin does not make the frame ready', async () => {
    const frame = transport()
    fake.fromFrame({ id: 'r', type: '@w3m-frame/READY' }, 'http://localhost:1')
    await vi.advanceTimersByTimeAsync(600)
    expect(frame.isReady()).toBe(false)
  })

  it('destroy removes the frame and rejects what waits', async () => {
    const frame = await readyTransport()
    const pending = frame.request('GET_USER').catch((e: unknown) => e)
    frame.destroy()
    expect(await pending).toBeInstanceOf(FrameAbortError)
    expect(fake.iframe.removed).toBe(true)
  })

  it('R-EMBED-27 messages lacking the @w3m-frame/ prefix are dropped: the old dialect does not make it ready', async () => {
    const frame = transport()
    fake.fromFrame({ id: 'r', type: 'FRAME_READY', payload: {} })
    await vi.advanceTimersByTimeAsync(600)
    expect(frame.isReady()).toBe(false)
    // The site's readiness carries a payload and may come without an id.
    fake.fromFrame({ type: '@w3m-frame/READY', payload: { version: '4' } })
    await vi.advanceTimersByTimeAsync(500)
    expect(frame.isReady()).toBe(true)
  })

  it('R-EMBED-28 a request without a payload is posted without one; a success payload is kept as sent', async () => {
    const frame = await readyTransport()
    const signed = frame.requestRaw('RPC_REQUEST', { method: 'personal_sign', params: ['0x00', '0x01'] })
    fake.answer('RPC_REQUEST', 'SUCCESS', '0xsignature')
    expect(await signed).toBe('0xsignature')
    const asked = frame.request('IS_CONNECTED')
    expect('payload' in fake.posted.at(-1)!.message).toBe(false)
    fake.answer('IS_CONNECTED', 'SUCCESS', { isConnected: true })
    expect(await asked).toEqual({ isConnected: true })
  })

  it('R-EMBED-17 the session the site reports (SESSION_UPDATE) is held in memory and sent with IS_CONNECTED', async () => {
    const frame = await readyTransport()
    fake.fromFrame({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'session-1' } })
    fake.fromElsewhere({ type: '@w3m-frame/SESSION_UPDATE', payload: { token: 'forged' } }, SITE)
    expect(frame.sessionToken()).toBe('session-1')
    const asked = frame.request('IS_CONNECTED')
    expect(fake.posted.at(-1)!.message.payload).toEqual({ token: 'session-1' })
    fake.answer('IS_CONNECTED', 'SUCCESS', { isConnected: true })
    await asked
  })
})
