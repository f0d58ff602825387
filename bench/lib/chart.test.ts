import { describe, expect, it } from 'vitest'
import { renderChart } from './chart.js'
import type { Summary } from './report.js'

const stats = (median: number) => ({ median, min: median, max: median, n: 3 })
const app = (gzip: number, open: number | undefined, heap: number, script?: number) =>
  ({
    library: 'x',
    bundle: { initialJs: { raw: gzip * 3, gzip, brotli: gzip, files: 1, list: [] } },
    runtime: {
      openMs: open === undefined ? undefined : stats(open),
      heapOpenGcMB: stats(heap),
      ...(script === undefined ? {} : { scriptOpenMs: stats(script) }),
    },
  }) as unknown as Summary['apps'][string]

describe('bench chart', () => {
  it('draws one bar per app and metric, the full-featured page too, scaled to the largest, Sigil in the accent colour', () => {
    const svg = renderChart({
      date: '2026-01-01',
      runs: 3,
      node: '20',
      cpus: 2,
      apps: {
        sigil: app(24 * 1024, 15, 3.2, 5),
        'sigil-all': app(30 * 1024, 16, 5, 6),
        appkit: app(240 * 1024, 150, 32, 30),
        broken: app(10 * 1024, undefined, 1),
      },
    })
    expect(svg.startsWith('<svg xmlns="http://www.w3.org/2000/svg"')).toBe(true)
    expect(svg).toContain('Initial JS (gzip) (KiB, median of 3 runs)')
    expect(svg).toContain('Script time for open (ms, median of 3 runs)')
    // initial JS and heap for all four, open and open script for the three that have them
    expect(svg.match(/<rect x="130"/g)).toHaveLength(14)
    expect(svg.match(/>sigil-all</g)).toHaveLength(4)
    expect(svg).toMatch(
      /<rect x="130" y="\d+" width="520.0" height="18" rx="3" fill="#a6abb8"\/>\n<text[^>]*>240</,
    )
    expect(svg).toMatch(
      /<rect x="130" y="\d+" width="52.0" height="18" rx="3" fill="#4451cc"\/>\n<text[^>]*>24.0</,
    )
  })
})
