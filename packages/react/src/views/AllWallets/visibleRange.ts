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
  const first = Math.floor(Math.max(0, scrollTop) / rowHeight)
  const last = Math.ceil((Math.max(0, scrollTop) + viewportHeight) / rowHeight)
  return { start: Math.max(0, first - overscan), end: Math.min(rowCount, last + overscan) }
}
