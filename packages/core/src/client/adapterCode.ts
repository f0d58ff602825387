import type { Connector } from '../adapter.js'
import { connectorsBeforeLoad } from './connectorsBeforeLoad.js'
import { loadOnce } from './loadOnce.js'

type AddsConnectors = { addConnector(connector: Connector): () => void }

/** The adapter's methods that take at most one argument and may answer a promise. */
export type WaitingMethod<A> = {
  [K in keyof A]: A[K] extends (parameters: never) => infer R
    ? [Extract<R, PromiseLike<unknown>>] extends [never]
      ? never
      : K
    : never
}[keyof A]

/** An adapter's code loaded after the first load (see `adapterCode`). */
export type AdapterCode<A> = {
  /** The adapter, once its code is here (calls made before wait on this). */
  load: () => Promise<A>
  /** The adapter if its code has arrived. */
  loaded: () => A | undefined
  /** Fetches the code now, in a browser (elsewhere it is fetched on the first `load()`). */
  prefetch: () => void
  /** Adds a shared connector now, or when the code arrives. */
  addConnector: (connector: Connector) => () => void
  /** The stand-in's versions of these methods: each waits for the code, then calls it. */
  waitingFor<K extends WaitingMethod<A>>(names: readonly K[]): Pick<A, K>
}

/**
 * An adapter's code kept out of the page's first load, for its stand-in (`evm()`, `solana()`,
 * `bitcoin()`): `create` imports and makes the adapter. It is fetched when the client asks
 * (`prefetch`, as it is made, for the namespaces it restores first) or on the first `load()`, once,
 * and retried after a failure; shared connectors handed over before it arrives are added when it does.
 */
export function adapterCode<A extends AddsConnectors>(create: () => Promise<A>): AdapterCode<A> {
  let loaded: A | undefined
  const early = connectorsBeforeLoad()
  const load = loadOnce(() =>
    create().then((adapter) => {
      if (loaded) return loaded
      early.arrived(adapter)
      loaded = adapter
      return adapter
    }),
  )
  return {
    load,
    prefetch: (): void => {
      if (typeof window !== 'undefined') load().catch(() => undefined)
    },
    loaded: (): A | undefined => loaded,
    addConnector: (connector: Connector): (() => void) => early.add(connector, loaded),
    waitingFor(names) {
      // One forwarder per name, written once (not one closure per method in each stand-in).
      const call = (name: (typeof names)[number]) => async (parameters: unknown) =>
        ((await load())[name] as (parameters: unknown) => Promise<unknown>)(parameters)
      return Object.fromEntries(names.map((name) => [name, call(name)])) as Pick<A, (typeof names)[number]>
    },
  }
}
