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
 * Runs an action: in the same call once its code is here (so a click's first state change lands
 * before the next frame), after the code arrives when it is not yet.
 */
export function withActions<T>(run: (actions: LazyActions) => Promise<T>): Promise<T> {
  return loaded ? run(loaded) : loadActions().then(run)
}
