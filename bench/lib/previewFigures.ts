import { type Stats, stats } from './stats.js'

/** One frame at 60 Hz: what the preview may add to the paint of the view that shows it. */
export const FRAME_MS = 1000 / 60

/** Swap's quote: the view with the preview's place follows its answer. */
export const QUOTE_PATH = '/v1/convert/quotes'

/** The JSON-RPC methods that run the calls: eth_simulateV1, or eth_call and eth_estimateGas where it is missing. */
export const SIMULATION_METHODS = ['eth_simulateV1', 'eth_call', 'eth_estimateGas'] as const

export type PreviewFlow = 'send' | 'swap'
/** `on`: the preview runs; `held`: its code never arrives, so the view paints as it would without it. */
export type PreviewVariant = 'on' | 'held'

/** What the page recorded for one trigger, in ms after it (performance.now() differences). */
export type PageMeasure = {
  /** The trigger's own task: the event's handlers and the render React runs inside it. */
  clickTaskMs: number
  /** The frame whose rendering first had the preview's place in the view (rAF time). */
  drawnMs: number
  /** The first task after that frame's paint. */
  paintedMs: number
  /** The first task after the paint of the frame that had the preview's answer. */
  previewMs?: number
  /** Each JSON-RPC request the page sent with fetch after the trigger. */
  rpc: { ms: number; methods: string[] }[]
  /** When the answer to each other request the page sent with fetch arrived, by path. */
  answers: { ms: number; path: string }[]
  /** Long tasks (over 50 ms) the page ran after the trigger. */
  longTasks: { startMs: number; durationMs: number }[]
  /** Long animation frames after the trigger, with the script they ran. */
  frames: { startMs: number; durationMs: number; scriptMs: number }[]
}

export type PreviewRun = {
  flow: PreviewFlow
  variant: PreviewVariant
  /** The first trigger in a page (the preview's code not loaded yet) or a later one. */
  warm: boolean
  clickTaskMs: number
  drawnMs: number
  paintedMs: number
  /**
   * What the view waited on before it could draw the preview's place: the trigger (0) for
   * Send's review; the quote's answer for Swap, whose latency is the service's, not the view's.
   */
  causeMs: number
  /** From the cause to the view painted: what the preview must not delay. */
  paintMs: number
  previewMs?: number
  /** The first request of the calls' simulation (eth_simulateV1, else eth_call / eth_estimateGas). */
  firstSimulationMs?: number
  /** The first JSON-RPC request of any method after the cause, and its methods: the preview's first read. */
  firstRpcMs?: number
  firstRpcMethod?: string
  /** Long tasks and long animation frames' script between the cause and the paint. */
  longTaskMs: number
  longTasks: number
  frameScriptMs: number
}

const overlaps = (startMs: number, durationMs: number, from: number, to: number) =>
  startMs < to && startMs + durationMs > from

/** The figures of one trigger from what the page recorded. */
export function readMeasure(
  measure: PageMeasure,
  at: { flow: PreviewFlow; variant: PreviewVariant; warm: boolean },
): PreviewRun {
  const end = measure.paintedMs
  const quote =
    at.flow === 'swap'
      ? measure.answers.filter((a) => a.path.endsWith(QUOTE_PATH) && a.ms <= measure.drawnMs).at(-1)
      : undefined
  if (at.flow === 'swap' && !quote) throw new Error("no quote answered before Swap drew the preview's place")
  const causeMs = quote?.ms ?? 0
  // Requests after the cause only: Swap's own reads before the quote are not the preview's.
  const rpc = measure.rpc.filter((r) => r.ms >= causeMs).sort((a, b) => a.ms - b.ms)
  const simulation = rpc.find((r) =>
    r.methods.some((m) => (SIMULATION_METHODS as readonly string[]).includes(m)),
  )
  const tasks = measure.longTasks.filter((t) => overlaps(t.startMs, t.durationMs, causeMs, end))
  const frames = measure.frames.filter((f) => overlaps(f.startMs, f.durationMs, causeMs, end))
  return {
    ...at,
    clickTaskMs: measure.clickTaskMs,
    drawnMs: measure.drawnMs,
    paintedMs: measure.paintedMs,
    causeMs,
    paintMs: measure.paintedMs - causeMs,
    ...(measure.previewMs === undefined ? {} : { previewMs: measure.previewMs }),
    ...(simulation ? { firstSimulationMs: simulation.ms } : {}),
    ...(rpc[0] ? { firstRpcMs: rpc[0].ms, firstRpcMethod: rpc[0].methods.join(',') } : {}),
    longTaskMs: tasks.reduce((sum, t) => sum + t.durationMs, 0),
    longTasks: tasks.length,
    frameScriptMs: frames.reduce((sum, f) => sum + f.scriptMs, 0),
  }
}

export type VariantFigures = {
  runs: number
  clickTaskMs?: Stats
  drawnMs?: Stats
  paintedMs?: Stats
  paintMs?: Stats
  previewMs?: Stats
  /** First JSON-RPC request of any method after the cause − the view's paint. */
  rpcAfterPaintMs?: Stats
  /** Runs whose first JSON-RPC request after the cause left before the view's paint. */
  rpcBeforePaint: number
  longTaskMs?: Stats
  frameScriptMs?: Stats
  /** First simulation request − the view's paint: negative when it left before the paint. */
  simulationAfterPaintMs?: Stats
  /** Runs whose simulation request left before the view's paint. */
  simulationBeforePaint: number
  /** Runs with no simulation request at all. */
  noSimulation: number
}

export function summarizeVariant(runs: readonly PreviewRun[]): VariantFigures {
  const col = (pick: (r: PreviewRun) => number | undefined) => stats(runs.map(pick))
  const gaps = runs.flatMap((r) =>
    r.firstSimulationMs === undefined ? [] : [r.firstSimulationMs - r.paintedMs],
  )
  return {
    runs: runs.length,
    ...defined({
      clickTaskMs: col((r) => r.clickTaskMs),
      drawnMs: col((r) => r.drawnMs),
      paintedMs: col((r) => r.paintedMs),
      paintMs: col((r) => r.paintMs),
      rpcAfterPaintMs: col((r) => (r.firstRpcMs === undefined ? undefined : r.firstRpcMs - r.paintedMs)),
      previewMs: col((r) => r.previewMs),
      longTaskMs: col((r) => r.longTaskMs),
      frameScriptMs: col((r) => r.frameScriptMs),
      simulationAfterPaintMs: stats(gaps),
    }),
    simulationBeforePaint: gaps.filter((gap) => gap < 0).length,
    rpcBeforePaint: runs.filter((r) => r.firstRpcMs !== undefined && r.firstRpcMs < r.paintedMs).length,
    noSimulation: runs.length - gaps.length,
  }
}

const defined = <T extends Record<string, unknown>>(record: T) =>
  Object.fromEntries(Object.entries(record).filter(([, v]) => v !== undefined)) as Partial<T>

export type FlowFigures = {
  flow: PreviewFlow
  cold: Record<PreviewVariant, VariantFigures>
  warm: Record<PreviewVariant, VariantFigures>
}

export function summarizeFlow(flow: PreviewFlow, runs: readonly PreviewRun[]): FlowFigures {
  const pick = (warm: boolean, variant: PreviewVariant) =>
    summarizeVariant(runs.filter((r) => r.flow === flow && r.warm === warm && r.variant === variant))
  return {
    flow,
    cold: { on: pick(false, 'on'), held: pick(false, 'held') },
    warm: { on: pick(true, 'on'), held: pick(true, 'held') },
  }
}

export type PreviewVerdict = {
  flow: PreviewFlow
  temperature: 'cold' | 'warm'
  /** Cause → the view painted with the preview, and as it paints without it (medians). */
  onMs?: number
  heldMs?: number
  limitMs?: number
  /** The paint is within the baseline + one frame. */
  paintPass?: boolean
  /** Every run's first RPC request and simulation request left after the paint. */
  orderPass?: boolean
  pass?: boolean
}

/**
 * The criterion: the view's first paint with the preview is no later than its paint without
 * it plus one frame, and the calls' simulation starts after that paint, in every run.
 * Undefined where either side was not measured.
 */
export function previewVerdicts(flows: readonly FlowFigures[]): PreviewVerdict[] {
  return flows.flatMap((f) =>
    (['cold', 'warm'] as const).map((temperature): PreviewVerdict => {
      const { on, held } = f[temperature]
      const onMs = on.paintMs?.median
      const heldMs = held.paintMs?.median
      if (onMs === undefined || heldMs === undefined) return { flow: f.flow, temperature }
      const limitMs = heldMs + FRAME_MS
      const paintPass = onMs <= limitMs
      // The preview's first read (balance, fee) is where its work shows; a run where nothing was
      // simulated says nothing about the order, so it does not pass.
      const orderPass = on.rpcBeforePaint === 0 && on.simulationBeforePaint === 0 && on.noSimulation === 0
      return {
        flow: f.flow,
        temperature,
        onMs,
        heldMs,
        limitMs,
        paintPass,
        orderPass,
        pass: paintPass && orderPass,
      }
    }),
  )
}
