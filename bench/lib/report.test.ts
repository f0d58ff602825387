import { describe, expect, it } from 'vitest'
import { renderReload } from './reload.js'
import { budgets, renderMarkdown, type Summary } from './report.js'

const stats = (median: number) => ({ median, min: median, max: median, n: 3 })
const app = (open: number, scriptOpen: number) =>
  ({
    library: 'x',
    runtime: { openMs: stats(open), scriptOpenMs: stats(scriptOpen), heapOpenGcMB: stats(3) },
  }) as unknown as Summary['apps'][string]
const summary = (cpuThrottling: number | undefined): Summary => ({
  date: '2026-01-01',
  runs: 3,
  ...(cpuThrottling ? { cpuThrottling } : {}),
  node: '20',
  cpus: 2,
  apps: { sigil: app(40, 20), 'sigil-all': app(45, 70), 'react-floor': app(12, 5) },
})

describe('bench report', () => {
  it('holds an unthrottled run to the desktop open budgets', () => {
    const names = budgets(summary(undefined)).map((b) => b.name)
    expect(names).toContain('click → wallet options visible, median')
    expect(names.some((n) => n.includes('4× CPU'))).toBe(false)
    expect(renderMarkdown(summary(undefined))).toContain('CPU not throttled')
  })

  it('holds reload → address painted to the floor’s reload + 50 ms on the three Sigil pages, and counts every "Connect" flash', () => {
    const figures = (median: number, connectPainted: number) => ({
      runs: 3,
      paintedMs: stats(median),
      connectPainted,
      connectInDom: connectPainted,
      connectTexts: [],
      failures: [],
    })
    const run = summary(undefined)
    run.apps.sigil = {
      ...(run.apps.sigil as Summary['apps'][string]),
      reload: { measures: 'address', announced: figures(160, 0), late: figures(300, 1) },
    }
    run.apps['react-floor'] = {
      ...(run.apps['react-floor'] as Summary['apps'][string]),
      reload: { measures: 'button', announced: figures(100, 0) },
    }
    run.apps['sigil-wagmi'] = {
      ...(run.apps.sigil as Summary['apps'][string]),
      reload: { measures: 'address', announced: figures(260, 0), late: figures(270, 0) },
    }
    const verdicts = Object.fromEntries(budgets(run).map((b) => [b.name, [b.actual, b.pass]]))
    expect(
      verdicts[
        "reload → address painted (sigil-wagmi), injected wallet, median over the React floor's reload"
      ],
    ).toEqual(['160 ms', false])
    expect(
      verdicts["reload → address painted (sigil), injected wallet, median over the React floor's reload"],
    ).toEqual(['60 ms', false])
    expect(
      verdicts[
        '"Connect" painted for a connected person on reload (sigil), runs, wallet announced at once or late'
      ],
    ).toEqual(['1 ', false])
  })

  it('prints, beside the remembered address, when a Sigil page’s wallet answered', () => {
    const figures = (median: number, connected?: number) => ({
      runs: 3,
      paintedMs: stats(median),
      ...(connected ? { connectedMs: stats(connected) } : {}),
      connectPainted: 0,
      connectInDom: 0,
      connectTexts: [],
      failures: [],
    })
    const md = renderReload({
      sigil: { measures: 'address', announced: figures(140, 290), late: figures(150, 420) },
      'sigil-wagmi': { measures: 'address', announced: figures(330, 420), late: figures(300, 400) },
      rainbowkit: { measures: 'address', announced: figures(380), late: figures(400) },
      'wagmi-floor': { measures: 'button', announced: figures(250) },
      'react-floor': { measures: 'button', announced: figures(100) },
    })
    const row = (name: string) => md.split('\n').find((line) => line.startsWith(`| ${name} |`))
    expect(row('sigil')).toMatch(
      /^\| sigil \| 140 \(140–140\) \| 290 \(290–290\) \| 150 \(150–150\) \| 420 \(420–420\) \|/,
    )
    expect(row('rainbowkit')).toMatch(/^\| rainbowkit \| 380 \(380–380\) \| — \| 400 \(400–400\) \| — \|/)
    expect(md).toContain('PASS (+40 ms)')
    expect(row('wagmi-floor')).toMatch(/\| a floor \|$/)
    expect(row('react-floor')).toMatch(/\| the reference \|$/)
    expect(md).toContain('sigil-wagmi paints the address 80 ms after the wagmi floor paints its button')
  })

  it('guards the one-button page’s heap with the modal open at +0.85 MiB over the floor', () => {
    const run = summary(undefined)
    const heap = (mb: number) => ({
      ...(run.apps.sigil as Summary['apps'][string]),
      runtime: {
        ...(run.apps.sigil?.runtime as Summary['apps'][string]['runtime']),
        heapOpenGcMB: stats(mb),
      },
    })
    run.apps.sigil = heap(3.2)
    run.apps['react-floor'] = heap(2.4)
    const guard = (s: Summary) =>
      budgets(s).find((b) => b.name.startsWith('JS heap modal open after GC, median over the React floor'))
    expect(guard(run)).toMatchObject({ limit: '≤ 0.85 MiB', actual: '0.80 MiB', pass: true })
    run.apps.sigil = heap(3.3)
    expect(guard(run)).toMatchObject({ pass: false, over: '+0.05 MiB' })
  })

  it('holds the every-feature page’s heap with the modal open to 5 MiB', () => {
    const run = summary(undefined)
    const heap = (mb: number) => ({
      ...(run.apps['sigil-all'] as Summary['apps'][string]),
      runtime: {
        ...(run.apps['sigil-all']?.runtime as Summary['apps'][string]['runtime']),
        heapOpenGcMB: stats(mb),
      },
    })
    const budget = (s: Summary) =>
      budgets(s).find((b) => b.name === 'JS heap modal open after GC, every feature (sigil-all), median')
    run.apps['sigil-all'] = heap(4.9)
    expect(budget(run)).toMatchObject({ limit: '≤ 5 MiB', actual: '4.9 MiB', pass: true })
    run.apps['sigil-all'] = heap(5.4)
    expect(budget(run)).toMatchObject({ pass: false })
  })

  it('holds a 4× CPU run to the phone budgets: open ≤ 50 ms, open script with every feature ≤ 60 ms', () => {
    const verdicts = Object.fromEntries(budgets(summary(4)).map((b) => [b.name, [b.limit, b.pass]]))
    expect(verdicts['click → wallet options visible, median, at 4× CPU']).toEqual(['≤ 50 ms', true])
    expect(verdicts['click → wallet options visible, every feature (sigil-all), median, at 4× CPU']).toEqual([
      '≤ 50 ms',
      true,
    ])
    expect(verdicts['script time for open, every feature (sigil-all), median, at 4× CPU']).toEqual([
      '≤ 60 ms',
      false,
    ])
    expect(verdicts['click → wallet options visible, median']).toBeUndefined()
    const md = renderMarkdown(summary(4))
    expect(md).toContain('# Sigil bench at 4× CPU')
    expect(md).toContain('CPU throttled 4× (CDP Emulation.setCPUThrottlingRate)')
  })
})
