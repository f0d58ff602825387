/**
 * Where each row of a list of rows of differing heights starts: `offsets[i]` is the top of row
 * `i` and `offsets[count]` the whole height. A row not measured yet counts as the average of
 * those that were (or `estimate` before any was), so the track stands for every row.
 */
export function rowOffsets(
  count: number,
  measured: (index: number) => number | undefined,
  estimate: number,
): Float64Array {
  let sum = 0
  let known = 0
  for (let index = 0; index < count; index++) {
    const height = measured(index)
    if (height !== undefined) {
      sum += height
      known++
    }
  }
  const fallback = known > 0 ? sum / known : estimate
  const offsets = new Float64Array(count + 1)
  for (let index = 0; index < count; index++)
    offsets[index + 1] = offsets[index]! + (measured(index) ?? fallback)
  return offsets
}

/** The first row whose bottom is below `top` (binary search). */
function rowAt(offsets: Float64Array, top: number): number {
  let low = 0
  let high = offsets.length - 2
  while (low < high) {
    const middle = (low + high) >> 1
    if (offsets[middle + 1]! <= top) low = middle + 1
    else high = middle
  }
  return Math.max(0, low)
}

/**
 * The rows [start, end) to render for a scroll position over rows of differing heights: the
 * same window as the wallet grid's `visibleRange`, found by offsets rather than a fixed height.
 */
export function offsetRange({
  offsets,
  scrollTop,
  viewportHeight,
  overscan,
}: {
  offsets: Float64Array
  scrollTop: number
  viewportHeight: number
  /** Rows rendered beyond each edge so fast scrolling shows no gaps. */
  overscan: number
}) {
  const count = offsets.length - 1
  if (count <= 0) return { start: 0, end: 0 }
  const total = offsets[count]!
  // A stale scroll position (the list just got shorter) must not point past the end.
  const top = Math.min(Math.max(0, scrollTop), Math.max(0, total - viewportHeight))
  const first = rowAt(offsets, top)
  const last = rowAt(offsets, top + viewportHeight - 1) + 1
  return { start: Math.max(0, first - overscan), end: Math.min(count, last + overscan) }
}
