/**
 * Runs `task` once the browser has painted the frame being prepared: from a task queued in the
 * next animation frame. Work a render starts this way (a chunk that loads and evaluates) cannot
 * hold back the paint of what that render shows. A hidden page paints nothing, so the task waits
 * until it shows. Returns a cancel function.
 */
export function afterNextPaint(task: () => void): () => void {
  let timer: ReturnType<typeof setTimeout> | undefined
  const frame = requestAnimationFrame(() => {
    timer = setTimeout(task, 0)
  })
  return () => {
    cancelAnimationFrame(frame)
    if (timer !== undefined) clearTimeout(timer)
  }
}
