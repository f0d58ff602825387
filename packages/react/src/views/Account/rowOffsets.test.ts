import { describe, expect, it } from 'vitest'
import { offsetRange, rowOffsets } from './rowOffsets.js'

describe('rowOffsets', () => {
  it('counts unmeasured rows as the average of the measured ones', () => {
    const heights = [60, 100, undefined, undefined]
    expect([...rowOffsets(4, (index) => heights[index], 50)]).toEqual([0, 60, 160, 240, 320])
  })

  it('uses the estimate before any row is measured', () => {
    expect([...rowOffsets(3, () => undefined, 64)]).toEqual([0, 64, 128, 192])
  })
})

describe('offsetRange', () => {
  const offsets = rowOffsets(10_000, (index) => (index % 2 ? 90 : 60), 64)

  it('renders the rows in view plus the overscan', () => {
    expect(offsetRange({ offsets, scrollTop: 0, viewportHeight: 300, overscan: 2 })).toEqual({
      start: 0,
      end: 6,
    })
    // Rows 100 and 101 start at 7,500 and 7,560.
    expect(offsetRange({ offsets, scrollTop: 7_500, viewportHeight: 150, overscan: 1 })).toEqual({
      start: 99,
      end: 103,
    })
  })

  it('clamps a stale scroll position to the end, and renders nothing for no rows', () => {
    const range = offsetRange({ offsets, scrollTop: 10 ** 9, viewportHeight: 300, overscan: 2 })
    expect(range.end).toBe(10_000)
    expect(range.end - range.start).toBeLessThan(12)
    expect(
      offsetRange({
        offsets: rowOffsets(0, () => undefined, 64),
        scrollTop: 0,
        viewportHeight: 300,
        overscan: 2,
      }),
    ).toEqual({ start: 0, end: 0 })
  })
})
