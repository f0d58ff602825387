/** A clock the timers of toasts, caches and guards run on; tests pass a fake one. */
export type Clock = {
  now(): number
  setTimeout(callback: () => void, ms: number): unknown
  clearTimeout(handle: unknown): void
}
