type IdleWindow = {
  requestIdleCallback?: (callback: () => void, options?: { timeout: number }) => number
  cancelIdleCallback?: (handle: number) => void
}

/** Runs `task` once the page is idle (at the latest after `timeoutMs`); returns a cancel function. */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  const idle = globalThis as IdleWindow
  if (idle.requestIdleCallback && idle.cancelIdleCallback) {
    const handle = idle.requestIdleCallback(task, { timeout: timeoutMs })
    return () => idle.cancelIdleCallback?.(handle)
  }
  // Without idle callbacks (Safari), wait until after the page's own start-up work.
  const handle = setTimeout(task, 200)
  return () => clearTimeout(handle)
}

/** The user asked the browser to save data: fetch nothing ahead of need. */
export function prefersSavingData(): boolean {
  const connection = (globalThis.navigator as { connection?: { saveData?: boolean } } | undefined)?.connection
  return connection?.saveData === true
}
