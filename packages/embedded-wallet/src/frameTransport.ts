import type { Clock, Logger } from '@sigil/core'
import { FRAME_READY_DELAY_MS, IFRAME_LOAD_TIMEOUT_MS, IFRAME_REQUEST_TIMEOUT_MS } from '@sigil/core/internal'
import { FrameAbortError, FrameRequestError, FrameTimeoutError } from './frameErrors.js'
import {
  APP_EVENT_PREFIX,
  type AppEvent,
  type AppMessage,
  parseFrameMessage,
  payloadFields,
  USER_PACED_EVENTS,
} from './frameEvents.js'

export type FrameTimeoutReason = 'iframe_load_failed' | 'iframe_request_timeout'

export type FrameTransportOptions = {
  /** The frame's full address (see `frameUrl`); its origin is the only one whose messages are read. */
  url: string
  window: Window
  clock: Clock
  logger: Logger
  /** A frame that did not load, or a request that was not answered, in time: raise its alert. */
  onTimeout(reason: FrameTimeoutReason): void
  /** A fresh random id per message (R-EMBED-26); tests may pass their own. */
  randomId?: () => string
  /** The modal's z-index; the frame shows above it while the user approves a request. */
  zIndex?: number
}

export type FrameTransport = {
  readonly iframe: HTMLIFrameElement
  /** Settles 500 ms after the frame reports readiness (R-EMBED-16); rejects after a load timeout. */
  ready(): Promise<void>
  isReady(): boolean
  /**
   * Posts an app event and resolves with the fields of its success payload, or rejects with its
   * error. Without `payload` the message carries none.
   */
  request(event: AppEvent, payload?: Record<string, unknown>): Promise<Record<string, unknown>>
  /** The same, resolving with the success payload as sent (an RPC result: a signature, a hash). */
  requestRaw(event: AppEvent, payload?: Record<string, unknown>): Promise<unknown>
  /** The session the site last reported (`SESSION_UPDATE`), held in memory only. */
  sessionToken(): string | undefined
  /** Rejects every request in flight (a torn-down frame, a timeout). */
  abortAll(): void
  /** Shows the frame over the modal (the secure site asks the user to approve) or hides it again. */
  setVisible(visible: boolean): void
  destroy(): void
}

type Pending = {
  event: AppEvent
  resolve(payload: unknown): void
  reject(error: Error): void
  timer?: unknown
}

/**
 * The window-message channel to the secure site's frame. Only messages whose origin is the
 * frame's and whose source is the frame's window are read; a frame message from anywhere else is
 * ignored and logged. A load that takes over 20000 ms raises iframe_load_failed (R-PERF-10); a
 * login request unanswered for 120000 ms raises iframe_request_timeout (R-PERF-11); either aborts
 * every pending request (R-ERR-22).
 */
export function createFrameTransport(options: FrameTransportOptions): FrameTransport {
  const { window: target, clock, logger } = options
  const origin = new URL(options.url).origin
  const randomId = options.randomId ?? (() => target.crypto.randomUUID())
  const pending = new Map<string, Pending>()
  const iframe = target.document.createElement('iframe')
  iframe.src = options.url
  iframe.title = 'Embedded wallet'
  iframe.setAttribute('aria-hidden', 'true')
  iframe.tabIndex = -1
  const hidden = {
    position: 'fixed',
    width: '0',
    height: '0',
    border: '0',
    opacity: '0',
    pointerEvents: 'none',
    top: '0',
    left: '0',
    transform: 'none',
    boxShadow: 'none',
    zIndex: 'auto',
  }
  const shown = {
    width: 'min(360px, calc(100vw - 32px))',
    height: '340px',
    top: '50%',
    left: '50%',
    transform: 'translate(-50%, -50%)',
    opacity: '1',
    pointerEvents: 'auto',
    borderRadius: '16px',
    boxShadow: '0 12px 40px rgba(0, 0, 0, 0.3)',
    zIndex: String((options.zIndex ?? 999) + 1),
  }
  Object.assign(iframe.style, hidden)

  let token: string | undefined
  let state: 'loading' | 'settling' | 'ready' | 'failed' | 'destroyed' = 'loading'
  let settleTimer: unknown
  let resolveReady: () => void = () => {}
  let rejectReady: (error: Error) => void = () => {}
  const readyPromise = new Promise<void>((resolve, reject) => {
    resolveReady = resolve
    rejectReady = reject
  })
  // Nobody may be waiting yet; a load failure is reported through onTimeout and later calls.
  readyPromise.catch(() => undefined)

  const abortAll = () => {
    for (const [id, entry] of pending) {
      clearTimer(entry)
      pending.delete(id)
      entry.reject(new FrameAbortError())
    }
  }
  const clearTimer = (entry: Pending) => {
    if (entry.timer !== undefined) clock.clearTimeout(entry.timer)
  }

  const loadTimer = clock.setTimeout(() => {
    if (state !== 'loading' && state !== 'settling') return
    state = 'failed'
    clock.clearTimeout(settleTimer)
    logger.error(`The embedded wallet did not load within ${IFRAME_LOAD_TIMEOUT_MS} ms`)
    rejectReady(new FrameTimeoutError('iframe_load_failed'))
    abortAll()
    options.onTimeout('iframe_load_failed')
  }, IFRAME_LOAD_TIMEOUT_MS)

  const onMessage = (event: MessageEvent) => {
    const message = parseFrameMessage(event.data)
    if (!message) return
    if (event.origin !== origin || event.source !== iframe.contentWindow) {
      logger.warn(`Ignored an embedded-wallet message from ${event.origin || 'an unknown origin'}`)
      return
    }
    if (message.kind === 'session') {
      token = message.token
      return
    }
    if (message.kind === 'ready') {
      if (state !== 'loading') return
      state = 'settling'
      settleTimer = clock.setTimeout(() => {
        if (state !== 'settling') return
        state = 'ready'
        clock.clearTimeout(loadTimer)
        resolveReady()
      }, FRAME_READY_DELAY_MS)
      return
    }
    const entry = pending.get(message.id)
    if (!entry || entry.event !== message.event) return
    pending.delete(message.id)
    clearTimer(entry)
    if (message.kind === 'success') entry.resolve(message.payload)
    else entry.reject(new FrameRequestError(message.payload))
  }
  target.addEventListener('message', onMessage)
  target.document.body.appendChild(iframe)

  const post = (event: AppEvent, payload: Record<string, unknown> | undefined, id: string) => {
    const frameWindow = iframe.contentWindow
    if (!frameWindow) throw new FrameAbortError()
    // IS_CONNECTED carries the session the site reported, so a frame whose storage was
    // cleared can still recognise it.
    const body = payload ?? (event === 'IS_CONNECTED' && token ? { token } : undefined)
    const message: AppMessage = {
      id,
      type: `${APP_EVENT_PREFIX}${event}`,
      ...(body === undefined ? {} : { payload: body }),
    }
    frameWindow.postMessage(message, origin)
  }

  const requestRaw = async (event: AppEvent, payload?: Record<string, unknown>): Promise<unknown> => {
    // Posted in the caller's turn when the frame is ready, so it keeps the user's gesture.
    if (state !== 'ready') await readyPromise
    if (state !== 'ready') throw new FrameAbortError()
    const id = randomId()
    return new Promise<unknown>((resolve, reject) => {
      const entry: Pending = { event, resolve, reject }
      if (USER_PACED_EVENTS.includes(event))
        entry.timer = clock.setTimeout(() => {
          if (!pending.has(id)) return
          pending.delete(id)
          logger.error(`The embedded wallet did not answer ${event} within ${IFRAME_REQUEST_TIMEOUT_MS} ms`)
          reject(new FrameTimeoutError('iframe_request_timeout'))
          abortAll()
          try {
            post('RPC_ABORT', undefined, randomId())
          } catch {
            // The frame is gone; nothing is left to abort there.
          }
          options.onTimeout('iframe_request_timeout')
        }, IFRAME_REQUEST_TIMEOUT_MS)
      pending.set(id, entry)
      try {
        post(event, payload, id)
      } catch (error) {
        pending.delete(id)
        clearTimer(entry)
        reject(error as Error)
      }
    })
  }

  return {
    iframe,
    ready: () => readyPromise,
    isReady: () => state === 'ready',
    request: async (event, payload) => payloadFields(await requestRaw(event, payload)),
    requestRaw,
    sessionToken: () => token,
    abortAll: () => abortAll(),
    setVisible(visible) {
      Object.assign(iframe.style, visible ? shown : hidden)
      iframe.toggleAttribute('aria-hidden', !visible)
      iframe.tabIndex = visible ? 0 : -1
      if (visible) iframe.focus()
    },
    destroy() {
      if (state === 'destroyed') return
      state = 'destroyed'
      clock.clearTimeout(loadTimer)
      clock.clearTimeout(settleTimer)
      target.removeEventListener('message', onMessage)
      abortAll()
      rejectReady(new FrameAbortError())
      iframe.remove()
    },
  }
}
