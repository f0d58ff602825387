type IdleScope = {
  requestIdleCallback?: (task: () => void, options: { timeout: number }) => number
  cancelIdleCallback?: (handle: number) => void
}

/**
 * Runs `task` once the main thread is free (an idle callback, at the latest `timeoutMs` later) and
 * returns a cancel function. Where the browser offers no idle callbacks (Safari, a server, a
 * test): after `fallbackMs`, or at once when none is given.
 */
export function whenIdle(task: () => void, timeoutMs: number, fallbackMs?: number): () => void {
  // Called detached: Window's operations take the global object when called without one.
  const { requestIdleCallback: request, cancelIdleCallback: cancel } = globalThis as IdleScope
  if (request && cancel) {
    const handle = request(task, { timeout: timeoutMs })
    return () => cancel(handle)
  }
  if (fallbackMs === undefined) {
    task()
    return () => undefined
  }
  const handle = setTimeout(task, fallbackMs)
  return () => clearTimeout(handle)
}
