import { describe, expect, it } from 'vitest'
import { breakdownOf, chunkName, describeHeapDifference, type RawSnapshot } from './heapSnapshot.js'

const NODE_TYPES = [
  'hidden',
  'array',
  'string',
  'object',
  'code',
  'closure',
  'regexp',
  'number',
  'native',
  'synthetic',
]
const EDGE_TYPES = ['context', 'element', 'property', 'internal', 'hidden', 'shortcut', 'weak']

/** A snapshot in V8's layout: nodes [type, name, id, self_size, edge_count], edges [type, name, to]. */
function snapshot(
  nodes: { type: string; name: string; size: number; edges?: { name: string; to: number }[] }[],
): RawSnapshot {
  const strings: string[] = []
  const str = (text: string) => {
    const at = strings.indexOf(text)
    return at >= 0 ? at : strings.push(text) - 1
  }
  const raw: RawSnapshot = {
    snapshot: {
      meta: {
        node_fields: ['type', 'name', 'id', 'self_size', 'edge_count'],
        node_types: [NODE_TYPES],
        edge_fields: ['type', 'name_or_index', 'to_node'],
        edge_types: [EDGE_TYPES],
      },
    },
    nodes: [],
    edges: [],
    strings,
  }
  nodes.forEach((node, id) => {
    raw.nodes.push(NODE_TYPES.indexOf(node.type), str(node.name), id, node.size, node.edges?.length ?? 0)
    for (const edge of node.edges ?? [])
      raw.edges.push(EDGE_TYPES.indexOf('internal'), str(edge.name), edge.to * 5)
  })
  return raw
}

describe('bench/lib/heapSnapshot', () => {
  it('sums what V8 holds by type and name, leaving out Blink objects and external string data', () => {
    const heap = breakdownOf(
      snapshot([
        {
          type: 'synthetic',
          name: '(Strong root list)',
          size: 0,
          edges: [{ name: 'smi_string_cache', to: 1 }],
        },
        { type: 'array', name: '', size: 65544 },
        { type: 'code', name: 'system / InstructionStream', size: 2000 },
        { type: 'code', name: 'system / Code', size: 100 },
        { type: 'code', name: 'system / BytecodeArray', size: 300 },
        { type: 'string', name: 'Connect', size: 24 },
        { type: 'string', name: 'Close', size: 20 },
        { type: 'native', name: 'system / FunctionTemplateInfo', size: 64 },
        { type: 'native', name: 'system / ExternalStringData', size: 9000 },
        { type: 'native', name: 'blink::StyleRule', size: 500 },
      ]),
    )
    expect(heap.numberCacheBytes).toBe(65544)
    expect(heap.jitBytes).toBe(2100)
    expect(heap.byType).toEqual({ array: 65544, code: 2400, string: 44, native: 64 })
    expect(heap.byName['string: (all)']).toBe(44)
    expect(heap.byName['code: system / BytecodeArray']).toBe(300)
  })

  it('counts the functions made and run, and their bytecode, by the chunk they come from', () => {
    const functionOfScript = (name: string, data: string, to: number) => ({
      type: 'code',
      name: `system / SharedFunctionInfo / ${name}`,
      size: 56,
      edges: [
        { name: 'script', to: 0 },
        { name: data, to },
      ],
    })
    const url = 'http://127.0.0.1:4173/assets/lazyActions-nwQUt4Li.js'
    const heap = breakdownOf(
      snapshot([
        { type: 'code', name: 'system / Script', size: 40, edges: [{ name: 'name', to: 1 }] },
        { type: 'string', name: url, size: 80 },
        // Run: its data is bytecode. Made and never run: uncompiled data.
        functionOfScript('startUp', 'trusted_function_data', 4),
        functionOfScript('connect', 'function_data', 5),
        { type: 'code', name: 'system / BytecodeArray', size: 300 },
        { type: 'code', name: 'system / UncompiledDataWithoutPreparseData', size: 40 },
        { type: 'code', name: 'system / SharedFunctionInfo', size: 56 },
      ]),
    )
    expect(heap.byScript).toEqual({ 'lazyActions.js': { functions: 2, run: 1, bytecodeBytes: 300 } })
    expect(chunkName(url)).toBe('lazyActions.js')
    expect(chunkName('')).toBe('(no name)')
    const text = describeHeapDifference(['a', 'b'], [heap, { ...heap, byScript: {} }])
    expect(text).toMatch(/2 \/ 1 \/ 0\.3\s+0 \/ 0 \/ 0\.0 {2}lazyActions\.js/)
  })

  it('prints the totals, the machine code, the number cache and the largest differences first', () => {
    const a = breakdownOf(snapshot([{ type: 'code', name: 'system / BytecodeArray', size: 4096 }]))
    const b = breakdownOf(snapshot([{ type: 'code', name: 'system / BytecodeArray', size: 1024 }]))
    const text = describeHeapDifference(['sigil', 'react-floor'], [a, b])
    expect(text).toContain('sigil vs react-floor')
    expect(text).toMatch(/4\.0\s+1\.0\s+3\.0 {2}total/)
    expect(text).toMatch(/3\.0 {2}code: system \/ BytecodeArray/)
  })
})
