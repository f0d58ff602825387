export type VisibleRangeParameters = {
  scrollTop: number
  viewportHeight: number
  rowHeight: number
  rowCount: number
  /** Rows rendered beyond each edge so fast scrolling shows no gaps. */
  overscan: number
}

/** The rows [start, end) to render for a scroll position; constant work whatever the list length. */
export function visibleRange({
  scrollTop,
  viewportHeight,
  rowHeight,
  rowCount,
  overscan,
}: VisibleRangeParameters) {
  // A stale scroll position (the list just got shorter) must not point past the end.
  const top = Math.min(Math.max(0, scrollTop), Math.max(0, rowCount * rowHeight - viewportHeight))
  const first = Math.floor(top / rowHeight)
  const last = Math.ceil((top + viewportHeight) / rowHeight)
  return { start: Math.max(0, first - overscan), end: Math.min(rowCount, last + overscan) }
}
