import type { ClientContext } from '../context.js'
import { isConnected } from '../selectors.js'
import { patchRouter } from '../stateUpdates.js'
import type { RouterEntry, TransactionOutcome } from '../types.js'
import type { View } from '../views.js'
import { routeOf } from './accountTabRoute.js'
import { checkView } from './checkRoute.js'
import { close } from './close.js'

const entryOf = (view: View, data?: unknown): RouterEntry => (data === undefined ? { view } : { view, data })

// push, replace and reset are the page's too: a view the modal lacks throws before the router holds it,
// and Activity becomes Account on its Activity tab (or throws where that tab is absent).
const checkedEntry = (ctx: ClientContext, view: View, data?: unknown): RouterEntry =>
  routeOf(ctx.store.getState(), checkView(view), data)

/** Adds a history entry (R-STATE-14). */
export function push(ctx: ClientContext, view: View, data?: unknown): void {
  const entry = checkedEntry(ctx, view, data)
  const { history } = ctx.store.getState().router
  patchRouter(ctx.store, { view: entry.view, data: entry.data, history: [...history, entry] })
}

/** Swaps the current history entry (R-STATE-14). */
export function replace(ctx: ClientContext, view: View, data?: unknown): void {
  const entry = checkedEntry(ctx, view, data)
  const { history } = ctx.store.getState().router
  patchRouter(ctx.store, { view: entry.view, data: entry.data, history: [...history.slice(0, -1), entry] })
}

/** Starts a fresh history on `view`. */
export function reset(ctx: ClientContext, view: View, data?: unknown): void {
  const entry = checkedEntry(ctx, view, data)
  patchRouter(ctx.store, { view: entry.view, data: entry.data, history: [entry] })
}

/**
 * One step back. With one entry left the modal closes (R-STATE-11); landing on Connect
 * while connected lands on Account instead (R-STATE-13).
 */
export function goBack(ctx: ClientContext): void {
  const state = ctx.store.getState()
  const { history } = state.router
  if (history.length <= 1) {
    close(ctx)
    return
  }
  let target = history[history.length - 2]!
  if (target.view === 'Connect' && isConnected(state)) target = { view: 'Account' }
  patchRouter(ctx.store, { view: target.view, data: target.data, history: [...history.slice(0, -2), target] })
}

/**
 * Leaves the top transaction flow with its outcome (R-STATE-14): the entry leaves the
 * transaction stack and, if its view is showing, the router goes back (closing at the root).
 */
export function popTransactionStack(ctx: ClientContext, outcome: TransactionOutcome): void {
  const { transactionStack, view } = ctx.store.getState().router
  const top = transactionStack[transactionStack.length - 1]
  if (!top) return
  patchRouter(ctx.store, { transactionStack: transactionStack.slice(0, -1), lastTransactionOutcome: outcome })
  if (top.view === view) goBack(ctx)
}

/** Pushes a view that belongs to a transaction flow onto both the history and the transaction stack. */
export function pushTransaction(ctx: ClientContext, view: View, data?: unknown): void {
  const { transactionStack } = ctx.store.getState().router
  patchRouter(ctx.store, { transactionStack: [...transactionStack, entryOf(view, data)] })
  push(ctx, view, data)
}
