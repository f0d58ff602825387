import type { Logger } from '../logger/index.js'
import { loadOnce } from './loadOnce.js'

export type LazyActions = typeof import('./lazyActions.js')

let loaded: LazyActions | undefined

/** The client's lazily loaded actions (see lazyActions.ts): one fetch per page, retried after a failure. */
export const loadActions: () => Promise<LazyActions> = loadOnce(() =>
  import('./lazyActions.js').then((module) => {
    loaded = module
    return module
  }),
)

/**
 * Start-up's code (startUp.ts): fetched at once by every client, the actions after it, so the
 * restore of a stored connection waits for what it runs alone, not for every action's code.
 * The actions' module re-exports it, so the two share one chunk for what both use.
 */
export const loadStartUp: () => Promise<typeof import('./startUp.js')> = loadOnce(
  () => import('./startUp.js'),
)

/** The actions when their code has arrived, for a call that must answer in the same call. */
export const loadedActions = (): LazyActions | undefined => loaded

/**
 * Runs an action: in the same call once its code is here (so a click's first state change lands
 * before the next frame), after the code arrives when it is not yet.
 */
export function withActions<T>(run: (actions: LazyActions) => Promise<T>): Promise<T> {
  return loaded ? run(loaded) : loadActions().then(run)
}

/**
 * Runs an action that returns nothing: in the same call once its code is here; when it is not,
 * as soon as it arrives (calls keep their order). A failure is logged: nothing is thrown out of
 * the page for an action the caller could not await.
 */
export function runAction(logger: Logger, run: (actions: LazyActions) => void): void {
  if (loaded) {
    run(loaded)
    return
  }
  loadActions()
    .then(run)
    .catch((error: unknown) => logger.error('A client action failed', error))
}
