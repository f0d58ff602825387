import { whenIdle } from '@sigil/core/internal'

/**
 * Runs work a person may need soon (the modal, the wallets' code) once the page is idle: at the
 * latest 2 s after it asks, and where the browser has no idle callbacks (Safari) 200 ms after,
 * behind the page's own start-up work. Returns a cancel function.
 */
export const whenPageIdle = (task: () => void): (() => void) => whenIdle(task, 2000, 200)
