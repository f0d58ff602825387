import {
  type FlowFigures,
  FRAME_MS,
  type PreviewFlow,
  type PreviewVerdict,
  type VariantFigures,
} from './previewFigures.js'
import { cell } from './stats.js'

export type PreviewResult = {
  runs: number
  flows: FlowFigures[]
  verdicts: PreviewVerdict[]
  /** Runs that failed, with why. */
  failures: string[]
  external: number
}

const TRIGGER: Record<PreviewFlow, string> = {
  send: 'Send: click Review on a filled form (0.01 ETH) → the review',
  swap: "Swap: type an amount of ETH → the quote's answer (after the debounce) → the form with the quote and the preview",
}

const ms = (value: number | undefined) => (value === undefined ? '—' : value.toFixed(1))

const FIGURES: [string, (f: VariantFigures) => string][] = [
  ['runs', (f) => String(f.runs)],
  ["trigger's own task ms", (f) => cell(f.clickTaskMs, 1)],
  ['trigger → view drawn (rAF) ms', (f) => cell(f.drawnMs, 1)],
  ['trigger → view painted ms', (f) => cell(f.paintedMs, 1)],
  ['cause (Send: the click; Swap: the quote answered) → view painted ms', (f) => cell(f.paintMs, 1)],
  ['long tasks between the cause and the paint ms', (f) => cell(f.longTaskMs, 1)],
  ['script in long animation frames between the cause and the paint ms', (f) => cell(f.frameScriptMs, 1)],
  ["trigger → preview's answer painted ms", (f) => cell(f.previewMs, 1)],
  ['first RPC request after the cause − view painted ms', (f) => cell(f.rpcAfterPaintMs, 1)],
  ['runs whose first RPC request left before the paint', (f) => String(f.rpcBeforePaint)],
  ['first simulation request − view painted ms', (f) => cell(f.simulationAfterPaintMs, 1)],
  [
    'runs whose simulation left before the paint / with none',
    (f) => `${f.simulationBeforePaint} / ${f.noSimulation}`,
  ],
]

function flowTable(flow: FlowFigures): string {
  const columns = [flow.warm.on, flow.warm.held, flow.cold.on, flow.cold.held]
  let md = '| figure | warm, preview | warm, held | cold, preview | cold, held |\n|---|---|---|---|---|\n'
  for (const [name, text] of FIGURES) md += `| ${name} | ${columns.map(text).join(' | ')} |\n`
  return md
}

export function renderPreview(result: PreviewResult | { error: string } | undefined): string {
  if (!result) return ''
  if ('error' in result)
    return `\n## Transaction preview → view painted\n\nFAILED: ${result.error.split('\n')[0]}\n`
  let md = `
## Transaction preview: the view's first paint and the simulation after it (demo on devnet)

Criterion: the view that shows the preview paints no later than it does with the preview's code
held (never answered) plus one frame (${FRAME_MS.toFixed(1)} ms), counted from what it waited on (Send's
review: the click on Review; Swap: the quote's answer), and the preview's first RPC request (its
balance and fee reads) and the calls' simulation (eth_simulateV1, or eth_call/eth_estimateGas)
leave after that paint, in every run.
Each side: median (min–max); the verdict reads the medians, the ranges say how far the load moved
each side. Medians of ${result.runs} warm runs per side (the preview's code loaded), and one cold run (the
first in a fresh page). Requests leaving loopback: ${result.external}.

| flow | → painted with the preview, ms | → painted, held, ms | limit ms | RPC and simulation after the paint | verdict |
|---|---|---|---|---|---|
`
  for (const v of result.verdicts) {
    const figures = result.flows.find((f) => f.flow === v.flow)?.[v.temperature]
    const spread = (f: VariantFigures | undefined) =>
      f?.paintMs ? ` (${f.paintMs.min.toFixed(1)}–${f.paintMs.max.toFixed(1)})` : ''
    md += `| ${v.flow}, ${v.temperature} | ${ms(v.onMs)}${spread(figures?.on)} | ${ms(v.heldMs)}${spread(figures?.held)} | ≤ ${ms(v.limitMs)} | ${v.orderPass === undefined ? '—' : v.orderPass ? 'every run' : 'NOT every run'} | ${v.pass === undefined ? 'NOT MEASURED' : v.pass ? 'PASS' : 'FAIL'} |\n`
  }
  for (const flow of result.flows) {
    md += `\n### ${TRIGGER[flow.flow]}\n\nMedian (min–max).\n\n${flowTable(flow)}`
  }
  if (result.failures.length > 0) md += `\nFailed: ${result.failures.join('; ')}\n`
  md +=
    "\nPainted: the first task after the paint of the first frame that has the preview's place. " +
    'Long tasks and long animation frames (over 50 ms) count between the cause and that paint. ' +
    'The demo runs on its Vite dev server (React in development mode).\n'
  return md
}
