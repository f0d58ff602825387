import { describe, expect, it } from 'vitest'
import {
  FRAME_MS,
  type PageMeasure,
  type PreviewRun,
  previewVerdicts,
  readMeasure,
  summarizeFlow,
} from './previewFigures.js'
import { renderPreview } from './previewReport.js'

const measure = (patch: Partial<PageMeasure> = {}): PageMeasure => ({
  clickTaskMs: 2,
  drawnMs: 18,
  paintedMs: 22,
  previewMs: 150,
  rpc: [],
  answers: [],
  longTasks: [],
  frames: [],
  ...patch,
})

const SEND = { flow: 'send', variant: 'on', warm: true } as const

describe('the preview bench: reading what the page recorded', () => {
  it("Send's review counts from the click; the preview's first read and its simulation are found by method", () => {
    const run = readMeasure(
      measure({
        rpc: [
          { ms: 60, methods: ['eth_simulateV1'] },
          { ms: 30, methods: ['eth_getBalance', 'eth_getBlockByNumber'] },
        ],
      }),
      SEND,
    )
    expect(run).toMatchObject({
      causeMs: 0,
      paintMs: 22,
      firstRpcMs: 30,
      firstRpcMethod: 'eth_getBalance,eth_getBlockByNumber',
      firstSimulationMs: 60,
    })
  })

  it('a node without eth_simulateV1: eth_call counts as the simulation', () => {
    const run = readMeasure(measure({ rpc: [{ ms: 40, methods: ['eth_call'] }] }), SEND)
    expect(run.firstSimulationMs).toBe(40)
  })

  it("Swap counts from the quote's last answer before the view drew, and ignores the requests before it", () => {
    const run = readMeasure(
      measure({
        drawnMs: 520,
        paintedMs: 530,
        answers: [
          { ms: 5, path: '/v1/convert/allowance' },
          { ms: 300, path: '/v1/convert/quotes' },
          { ms: 505, path: '/v1/convert/quotes' },
          { ms: 900, path: '/v1/convert/quotes' },
        ],
        rpc: [
          { ms: 8, methods: ['eth_call'] },
          { ms: 560, methods: ['eth_getBalance'] },
        ],
        longTasks: [
          { startMs: 100, durationMs: 120 },
          { startMs: 500, durationMs: 60 },
        ],
        frames: [{ startMs: 490, durationMs: 70, scriptMs: 40 }],
      }),
      { flow: 'swap', variant: 'on', warm: false },
    )
    expect(run).toMatchObject({
      causeMs: 505,
      paintMs: 25,
      firstRpcMs: 560,
      longTasks: 1,
      longTaskMs: 60,
      frameScriptMs: 40,
    })
    expect(run.firstSimulationMs).toBeUndefined()
  })

  it('Swap with no quote answered before the view drew is an error, not a figure', () => {
    expect(() => readMeasure(measure(), { flow: 'swap', variant: 'held', warm: true })).toThrow(/no quote/)
  })
})

const run = (patch: Partial<PreviewRun>): PreviewRun => ({
  flow: 'send',
  variant: 'on',
  warm: true,
  clickTaskMs: 2,
  drawnMs: 18,
  paintedMs: 22,
  causeMs: 0,
  paintMs: 22,
  longTaskMs: 0,
  longTasks: 0,
  frameScriptMs: 0,
  ...patch,
})

describe('the preview bench: the criterion', () => {
  const held = (paintMs: number, warm = true) => run({ variant: 'held', warm, paintMs, paintedMs: paintMs })
  const on = (paintMs: number, firstRpcMs: number, firstSimulationMs: number | undefined, warm = true) =>
    run({
      paintMs,
      paintedMs: paintMs,
      firstRpcMs,
      ...(firstSimulationMs === undefined ? {} : { firstSimulationMs }),
      warm,
    })

  it('passes when the paint is within one frame of the held paint and every request left after it', () => {
    const runs = [held(20), held(22), held(24), on(30, 31, 80), on(38, 40, 90), on(40, 45, 95)]
    const [cold, warm] = previewVerdicts([summarizeFlow('send', runs)])
    expect(cold).toEqual({ flow: 'send', temperature: 'cold' })
    expect(warm).toMatchObject({ onMs: 38, heldMs: 22, paintPass: true, orderPass: true, pass: true })
    expect(warm?.limitMs).toBeCloseTo(22 + FRAME_MS)
  })

  it('fails a paint more than a frame late, and a preview whose first read left before the paint', () => {
    const late = previewVerdicts([summarizeFlow('send', [held(20), on(37, 40, 60)])])[1]
    expect(late).toMatchObject({ paintPass: false, orderPass: true, pass: false })
    const early = previewVerdicts([summarizeFlow('send', [held(20), on(22, 10, 60)])])[1]
    expect(early).toMatchObject({ paintPass: true, orderPass: false, pass: false })
  })

  it('a run with no simulation does not pass the order', () => {
    const figures = summarizeFlow('send', [held(20), on(22, 30, undefined)])
    expect(figures.warm.on).toMatchObject({ noSimulation: 1, simulationBeforePaint: 0 })
    expect(previewVerdicts([figures])[1]).toMatchObject({ orderPass: false, pass: false })
  })

  it('keeps cold and warm, held and on apart, with the gaps to the paint', () => {
    const figures = summarizeFlow('send', [held(60, false), on(50, 70, 120, false), on(30, 25, 50)])
    expect(figures.cold.on.simulationAfterPaintMs?.median).toBe(70)
    expect(figures.cold.held.paintMs?.median).toBe(60)
    expect(figures.warm.on).toMatchObject({ rpcBeforePaint: 1, simulationBeforePaint: 0 })
    expect(figures.warm.held.runs).toBe(0)
  })

  it('the report prints each verdict with its figures', () => {
    const flows = [summarizeFlow('send', [held(20), on(30, 31, 80)])]
    const md = renderPreview({ runs: 1, flows, verdicts: previewVerdicts(flows), failures: [], external: 0 })
    expect(md).toContain('| send, warm | 30.0 (30.0–30.0) | 20.0 (20.0–20.0) | ≤ 36.7 | every run | PASS |')
    expect(md).toContain('| send, cold | — | — | ≤ — | — | NOT MEASURED |')
    expect(renderPreview({ error: 'Error: boom\n  at x' })).toContain('FAILED: Error: boom')
  })
})
