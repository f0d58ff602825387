import { createLogger } from '@sigil/core/internal'

export const SITE = 'http://127.0.0.1:8601'

export type Posted = {
  message: { id: string; type: string; payload: Record<string, unknown> }
  targetOrigin: string
}

/**
 * A window for unit tests of the app side: the iframe it makes records what the app posts, and
 * `fromFrame` delivers a message as the browser would (with origin and source). The real frame
 * on another origin is exercised by the browser tests.
 */
export function createFakeFrameWindow() {
  const target = new EventTarget()
  const posted: Posted[] = []
  const frameWindow = {
    postMessage: (message: Posted['message'], targetOrigin: string) => posted.push({ message, targetOrigin }),
  }
  const iframe = {
    src: '',
    title: '',
    tabIndex: 0,
    style: {} as Record<string, string>,
    attributes: {} as Record<string, string>,
    removed: false,
    setAttribute(name: string, value: string) {
      this.attributes[name] = value
    },
    toggleAttribute(name: string, on: boolean) {
      if (on) this.attributes[name] = ''
      else delete this.attributes[name]
    },
    focus() {},
    remove() {
      this.removed = true
    },
    contentWindow: frameWindow as unknown,
  }
  const window = Object.assign(target, {
    document: { createElement: () => iframe, body: { appendChild: () => undefined } },
    crypto: globalThis.crypto,
    location: { href: 'http://localhost:5173/' },
    history: { state: null, replaceState: () => undefined },
  }) as unknown as Window
  const deliver = (data: unknown, origin: string, source: unknown) =>
    target.dispatchEvent(Object.assign(new Event('message'), { data, origin, source }))
  return {
    window,
    iframe,
    posted,
    fromFrame: (data: unknown, origin = SITE) => deliver(data, origin, frameWindow),
    fromElsewhere: (data: unknown, origin: string) => deliver(data, origin, {}),
    /** Answers the last posted request of `type` with success or error. */
    answer(type: string, kind: 'SUCCESS' | 'ERROR', payload: unknown = {}) {
      const request = [...posted].reverse().find((entry) => entry.message.type === `@w3m-app/${type}`)
      if (!request) throw new Error(`nothing posted as @w3m-app/${type}`)
      deliver({ id: request.message.id, type: `@w3m-frame/${type}_${kind}`, payload }, SITE, frameWindow)
    },
  }
}

export function recordingLogger() {
  const lines: { level: string; message: string }[] = []
  const logger = createLogger({
    level: 'trace',
    sink: ({ level, message }) => lines.push({ level, message }),
  })
  return { lines, logger }
}
