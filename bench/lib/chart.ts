import type { Summary } from './report.js'

type Metric = { title: string; unit: string; value: (app: Summary['apps'][string]) => number | undefined }

const METRICS: Metric[] = [
  {
    title: 'Initial JS (gzip)',
    unit: 'KiB',
    value: (a) => (a.bundle ? a.bundle.initialJs.gzip / 1024 : undefined),
  },
  { title: 'Click → wallet options visible', unit: 'ms', value: (a) => a.runtime.openMs?.median },
  { title: 'Script time for open', unit: 'ms', value: (a) => a.runtime.scriptOpenMs?.median },
  { title: 'JS heap, modal open, after GC', unit: 'MiB', value: (a) => a.runtime.heapOpenGcMB?.median },
  {
    title: 'Reload → address painted (floor: its button)',
    unit: 'ms',
    value: (a) => a.reload?.announced.paintedMs?.median,
  },
]

const WIDTH = 720
const LABEL = 130
const BAR = 18
const GAP = 6
const PANEL_TOP = 28
const escapeXml = (text: string) => text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
const format = (value: number) => (value >= 100 ? value.toFixed(0) : value.toFixed(1))

/**
 * The bench beside the peers as an SVG bar chart (one panel per metric, one bar per app that has
 * the figure; Sigil's bars in the accent colour), written next to summary.md.
 */
export function renderChart(summary: Summary): string {
  const apps = Object.entries(summary.apps)
  const throttled = (summary.cpuThrottling ?? 1) > 1 ? `, CPU ${summary.cpuThrottling}× slower` : ''
  let y = 0
  const parts: string[] = []
  for (const metric of METRICS) {
    const rows = apps
      .map(([name, app]) => ({ name, value: metric.value(app) }))
      .filter(
        (row): row is { name: string; value: number } =>
          row.value !== undefined && Number.isFinite(row.value),
      )
    if (rows.length === 0) continue
    const max = Math.max(...rows.map((row) => row.value))
    parts.push(
      `<text x="4" y="${y + 18}" class="title">${escapeXml(metric.title)} (${metric.unit}, median of ${summary.runs} runs${throttled})</text>`,
    )
    rows.forEach((row, index) => {
      const top = y + PANEL_TOP + index * (BAR + GAP)
      const width = max === 0 ? 0 : ((WIDTH - LABEL - 70) * row.value) / max
      const sigil = row.name.startsWith('sigil')
      parts.push(
        `<text x="${LABEL - 8}" y="${top + 13}" class="label" text-anchor="end">${escapeXml(row.name)}</text>`,
        `<rect x="${LABEL}" y="${top}" width="${width.toFixed(1)}" height="${BAR}" rx="3" fill="${sigil ? '#4451cc' : '#a6abb8'}"/>`,
        `<text x="${(LABEL + width + 6).toFixed(1)}" y="${top + 13}" class="value">${format(row.value)}</text>`,
      )
    })
    y += PANEL_TOP + rows.length * (BAR + GAP) + 18
  }
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${WIDTH}" height="${y}" viewBox="0 0 ${WIDTH} ${y}" role="img" aria-label="Sigil beside its peers: initial JS, open time, open script, heap, reload">`,
    '<style>text{font:12px system-ui,sans-serif;fill:#14161a}.title{font-weight:600;font-size:13px}.value{fill:#4e5461}</style>',
    `<rect width="${WIDTH}" height="${y}" fill="#fff"/>`,
    ...parts,
    '</svg>',
    '',
  ].join('\n')
}
