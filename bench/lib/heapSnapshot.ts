import type { CDPSession } from 'playwright-core'

/** A V8 heap snapshot, as `HeapProfiler.takeHeapSnapshot` streams it. */
export type RawSnapshot = {
  snapshot: {
    meta: { node_fields: string[]; node_types: [string[]]; edge_fields: string[]; edge_types: [string[]] }
  }
  nodes: number[]
  edges: number[]
  strings: string[]
}

/** What a snapshot holds in V8's own heap (what `JSHeapUsedSize` counts), by node type and name. */
export type HeapBreakdown = {
  /** Bytes by node type (code, string, object shape …). */
  byType: Record<string, number>
  /** Bytes by `type: name` (strings pooled under `string`). */
  byName: Record<string, number>
  /** Bytes of compiled machine code: the code objects of baseline (Sparkplug) and optimised functions. */
  jitBytes: number
  /** Bytes of V8's number-to-string cache: 1 KiB at first, 64 KiB for good once it grows. */
  numberCacheBytes: number
  /** The functions V8 holds by the script (chunk) they come from: where code growth comes from. */
  byScript: Record<string, ScriptFunctions>
}

/** A script's functions in the heap: every one made (a closure's shared info), run, and their bytecode. */
export type ScriptFunctions = { functions: number; run: number; bytecodeBytes: number }

/** `http://127.0.0.1:4173/assets/lazyActions-nwQUt4Li.js` → `lazyActions.js`: one name across builds. */
export const chunkName = (url: string): string =>
  url === '' ? '(no name)' : (url.split(/[?#]/)[0]?.split('/').pop() ?? url).replace(/-[\w-]{8}\.js$/, '.js')

/** Blink's own objects are in the snapshot too; V8's are `system / …` natives and the other types. */
const inV8Heap = (type: string, name: string) =>
  type !== 'synthetic' &&
  (type !== 'native' || name.startsWith('system /')) &&
  name !== 'system / ExternalStringData'

const POOLED = new Set(['string', 'concatenated string', 'sliced string', 'number'])

/** Takes a snapshot of the page after a full GC and sums what V8's heap holds. */
export async function heapBreakdown(cdp: CDPSession): Promise<HeapBreakdown> {
  const chunks: string[] = []
  const onChunk = (event: { chunk: string }) => chunks.push(event.chunk)
  cdp.on('HeapProfiler.addHeapSnapshotChunk', onChunk)
  await cdp.send('HeapProfiler.collectGarbage')
  await cdp.send('HeapProfiler.takeHeapSnapshot', { reportProgress: false })
  cdp.off('HeapProfiler.addHeapSnapshotChunk', onChunk)
  return breakdownOf(JSON.parse(chunks.join('')) as RawSnapshot)
}

/** Sums a parsed snapshot (exported for its test). */
export function breakdownOf(raw: RawSnapshot): HeapBreakdown {
  const { node_fields: fields, node_types: nodeTypes, edge_fields: edgeFields } = raw.snapshot.meta
  const edgeTypes = raw.snapshot.meta.edge_types[0]
  const width = fields.length
  const [typeAt, nameAt, sizeAt, edgesAt] = ['type', 'name', 'self_size', 'edge_count'].map((f) =>
    fields.indexOf(f),
  ) as [number, number, number, number]
  const byType: Record<string, number> = {}
  const byName: Record<string, number> = {}
  let jitBytes = 0
  let numberCacheBytes = 0
  const firstEdge = new Map<number, number>()
  for (let node = 0, at = 0; node < raw.nodes.length; node += width) {
    firstEdge.set(node, at)
    at += (raw.nodes[node + edgesAt] ?? 0) * edgeFields.length
  }
  /** The node `name` points to from `node` (an internal or property edge), if any. */
  const target = (node: number, name: string): number | undefined => {
    const from = firstEdge.get(node) ?? 0
    for (let k = 0; k < (raw.nodes[node + edgesAt] ?? 0); k++) {
      const at = from + k * edgeFields.length
      if (raw.strings[raw.edges[at + 1] ?? 0] === name) return raw.edges[at + 2]
    }
    return undefined
  }
  const nameOf = (node: number) => raw.strings[raw.nodes[node + nameAt] ?? 0] ?? ''
  const byScript: Record<string, ScriptFunctions> = {}
  let edge = 0
  for (let node = 0; node < raw.nodes.length; node += width) {
    const type = nodeTypes[0][raw.nodes[node + typeAt] ?? 0] ?? '?'
    const name = raw.strings[raw.nodes[node + nameAt] ?? 0] ?? ''
    const size = raw.nodes[node + sizeAt] ?? 0
    if (inV8Heap(type, name)) {
      byType[type] = (byType[type] ?? 0) + size
      const key = `${type}: ${POOLED.has(type) ? '(all)' : name.slice(0, 60)}`
      byName[key] = (byName[key] ?? 0) + size
      if (name === 'system / InstructionStream' || name === 'system / Code') jitBytes += size
      const script = name.startsWith('system / SharedFunctionInfo') ? target(node, 'script') : undefined
      if (script !== undefined) {
        const url = target(script, 'name')
        const key = chunkName(url === undefined ? '' : nameOf(url))
        const entry = byScript[key] ?? { functions: 0, run: 0, bytecodeBytes: 0 }
        byScript[key] = entry
        entry.functions++
        const data = target(node, 'trusted_function_data') ?? target(node, 'function_data')
        if (data !== undefined && nameOf(data) === 'system / BytecodeArray') {
          entry.run++
          entry.bytecodeBytes += raw.nodes[data + sizeAt] ?? 0
        }
      }
    }
    for (let k = 0; k < (raw.nodes[node + edgesAt] ?? 0); k++, edge += edgeFields.length) {
      const edgeType = edgeTypes[raw.edges[edge] ?? 0]
      if (edgeType !== 'internal' && edgeType !== 'property') continue
      if (raw.strings[raw.edges[edge + 1] ?? 0] === 'smi_string_cache')
        numberCacheBytes = raw.nodes[(raw.edges[edge + 2] ?? 0) + sizeAt] ?? 0
    }
  }
  return { byType, byName, jitBytes, numberCacheBytes, byScript }
}

/** The two pages side by side: totals by type, then the names that differ most. */
export function describeHeapDifference(
  names: [string, string],
  [a, b]: [HeapBreakdown, HeapBreakdown],
  top = 30,
): string {
  const kib = (bytes: number) => (bytes / 1024).toFixed(1).padStart(8)
  const sum = (h: HeapBreakdown) => Object.values(h.byType).reduce((x, y) => x + y, 0)
  const lines = [`KiB of V8 heap after GC: ${names[0]} vs ${names[1]} (difference)`]
  const row = (label: string, x: number, y: number) => `${kib(x)} ${kib(y)} ${kib(x - y)}  ${label}`
  lines.push(row('total', sum(a), sum(b)))
  lines.push(row('compiled machine code (JIT)', a.jitBytes, b.jitBytes))
  lines.push(row('number-to-string cache', a.numberCacheBytes, b.numberCacheBytes))
  const types = new Set([...Object.keys(a.byType), ...Object.keys(b.byType)])
  for (const type of [...types].sort((x, y) => (a.byType[y] ?? 0) - (a.byType[x] ?? 0)))
    lines.push(row(type, a.byType[type] ?? 0, b.byType[type] ?? 0))
  lines.push('largest differences by type and name:')
  const keys = new Set([...Object.keys(a.byName), ...Object.keys(b.byName)])
  const delta = (key: string) => (a.byName[key] ?? 0) - (b.byName[key] ?? 0)
  for (const key of [...keys].sort((x, y) => delta(y) - delta(x)).slice(0, top))
    lines.push(row(key, a.byName[key] ?? 0, b.byName[key] ?? 0))
  lines.push('functions by script: made / run / bytecode KiB, each page, largest bytecode difference first:')
  const none: ScriptFunctions = { functions: 0, run: 0, bytecodeBytes: 0 }
  const cell = (f: ScriptFunctions) =>
    `${f.functions} / ${f.run} / ${(f.bytecodeBytes / 1024).toFixed(1)}`.padStart(20)
  const scripts = new Set([...Object.keys(a.byScript), ...Object.keys(b.byScript)])
  const grew = (key: string) =>
    (a.byScript[key] ?? none).bytecodeBytes - (b.byScript[key] ?? none).bytecodeBytes
  for (const key of [...scripts].sort((x, y) => Math.abs(grew(y)) - Math.abs(grew(x))).slice(0, top))
    lines.push(`${cell(a.byScript[key] ?? none)} ${cell(b.byScript[key] ?? none)}  ${key}`)
  return lines.join('\n')
}
