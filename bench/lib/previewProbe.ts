import type { PageMeasure, PreviewFlow } from './previewFigures.js'

/** What the probe keeps in the page, in performance.now() time. */
type Probe = {
  rpc: { t: number; methods: string[] }[]
  /** When each other request's response arrived, by path. */
  answers: { t: number; path: string }[]
  longTasks: { start: number; duration: number }[]
  frames: { start: number; duration: number; script: number }[]
}

export type PreviewTrigger = {
  flow: PreviewFlow
  /** Swap: the amount typed. */
  amount?: string
  /** The preview's code is held: how long to record what the page does after the paint. */
  heldMs?: number
}

export type ProbeWindow = Window & {
  __sigilPreviewProbe?: Probe
  __sigilPreviewMeasure?: (trigger: PreviewTrigger) => Promise<PageMeasure>
}

/**
 * Installed before the page's own script: every JSON-RPC request sent with fetch (its methods
 * and when it left), long tasks and long animation frames; and `__sigilPreviewMeasure`, which
 * fires the trigger in the page and times the view that shows the preview. Functions sent to
 * the page keep to what the page has: no import is reachable from here.
 */
export function installPreviewProbe(): void {
  const probe: Probe = { rpc: [], answers: [], longTasks: [], frames: [] }
  const w = window as ProbeWindow
  w.__sigilPreviewProbe = probe
  const send = window.fetch
  window.fetch = function (this: unknown, input: RequestInfo | URL, init?: RequestInit) {
    const t = performance.now()
    const body = init?.body
    if (typeof body === 'string' && body.includes('"jsonrpc"')) {
      try {
        const parsed = JSON.parse(body) as unknown
        const list = Array.isArray(parsed) ? parsed : [parsed]
        probe.rpc.push({ t, methods: list.map((r) => String((r as { method?: unknown })?.method)) })
        return send.call(this, input, init)
      } catch {
        // Not JSON after all: not an RPC request.
      }
    }
    const url = input instanceof Request ? input.url : String(input)
    return send.call(this, input, init).then((response) => {
      probe.answers.push({ t: performance.now(), path: new URL(url, location.href).pathname })
      return response
    })
  } as typeof fetch
  const observe = (type: string, keep: (entry: PerformanceEntry) => void) => {
    try {
      new PerformanceObserver((list) => list.getEntries().forEach(keep)).observe({ type, buffered: true })
    } catch {
      // This Chromium does not report that entry type.
    }
  }
  observe('longtask', (e) => probe.longTasks.push({ start: e.startTime, duration: e.duration }))
  observe('long-animation-frame', (e) => {
    const scripts = (e as PerformanceEntry & { scripts?: { duration: number }[] }).scripts ?? []
    probe.frames.push({
      start: e.startTime,
      duration: e.duration,
      script: scripts.reduce((sum, s) => sum + s.duration, 0),
    })
  })

  w.__sigilPreviewMeasure = async ({ flow, amount, heldMs }) => {
    const name = flow === 'send' ? 'Send' : 'Swap'
    const view = () =>
      document
        .querySelector('sigil-modal')
        ?.shadowRoot?.querySelector<HTMLElement>(`.sigil-view[data-phase="in"][data-view="${name}"]`)
    const slot = () => view()?.querySelector<HTMLElement>('[data-testid="transaction-preview"]')
    const answered = () => ['ready', 'fails', 'unavailable'].includes(slot()?.dataset.status ?? '')
    // Resolves in the first task after the paint of the first frame where `test` holds.
    const whenPainted = (test: () => boolean, limitMs: number, what: string) =>
      new Promise<{ drawn: number; painted: number }>((resolve, reject) => {
        const start = performance.now()
        const step = () => {
          const now = performance.now()
          if (test()) {
            const channel = new MessageChannel()
            channel.port1.onmessage = () => resolve({ drawn: now, painted: performance.now() })
            channel.port2.postMessage(null)
            return
          }
          if (now - start > limitMs) return reject(new Error(`${what} not painted within ${limitMs} ms`))
          requestAnimationFrame(step)
        }
        requestAnimationFrame(step)
      })
    const fire = (): (() => void) => {
      const form = view()
      if (flow === 'send') {
        const review = form?.querySelector<HTMLButtonElement>('button[type="submit"]')
        if (!review || review.disabled) throw new Error('no Review button on the filled Send form')
        return () => review.click()
      }
      const field = form?.querySelector<HTMLInputElement>('input.sigil-swap-side__amount')
      if (!field || amount === undefined) throw new Error('no amount field on Swap')
      const setValue = Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, 'value')?.set
      return () => {
        setValue?.call(field, amount)
        field.dispatchEvent(new Event('input', { bubbles: true }))
      }
    }
    const trigger = fire()
    // Start on a quiet frame.
    await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)))
    const t0 = performance.now()
    trigger()
    const clickTaskMs = performance.now() - t0
    // Swap's preview of the last quote leaves with the new amount: only a new one counts.
    let gone = !slot()
    const view0 = await whenPainted(
      () => {
        if (!slot()) gone = true
        return gone && Boolean(slot())
      },
      15_000,
      `${name} with the preview's place`,
    )
    let previewMs: number | undefined
    if (heldMs !== undefined) {
      // Its code is held: nothing more will come; what the page does meanwhile is recorded.
      await new Promise((resolve) => setTimeout(resolve, heldMs))
    } else {
      previewMs = (await whenPainted(answered, 20_000, "the preview's answer")).painted - t0
      await new Promise((resolve) => setTimeout(resolve, 100))
    }
    const ended = (x: { start: number; duration: number }) => x.start + x.duration >= t0
    return {
      clickTaskMs,
      drawnMs: view0.drawn - t0,
      paintedMs: view0.painted - t0,
      ...(previewMs === undefined ? {} : { previewMs }),
      rpc: probe.rpc.filter((r) => r.t >= t0).map((r) => ({ ms: r.t - t0, methods: r.methods })),
      answers: probe.answers.filter((a) => a.t >= t0).map((a) => ({ ms: a.t - t0, path: a.path })),
      longTasks: probe.longTasks
        .filter(ended)
        .map((t) => ({ startMs: t.start - t0, durationMs: t.duration })),
      frames: probe.frames.filter(ended).map((f) => ({
        startMs: f.start - t0,
        durationMs: f.duration,
        scriptMs: f.script,
      })),
    }
  }
}
