import type { Connector } from '../adapter.js'

type AddsConnectors = { addConnector(connector: Connector): () => void }

/**
 * Shared connectors handed to an adapter whose code is still on its way (the adapters' first-load
 * stand-ins): each is kept, in order, and added when the code arrives; a removal before then
 * simply forgets it.
 */
export function connectorsBeforeLoad() {
  const waiting = new Map<Connector, () => void>()
  return {
    /** Adds `connector` to `loaded`, or keeps it for `arrived` when the code is not here yet. */
    add(connector: Connector, loaded: AddsConnectors | undefined): () => void {
      if (loaded) return loaded.addConnector(connector)
      waiting.set(connector, () => undefined)
      return () => {
        waiting.get(connector)?.()
        waiting.delete(connector)
      }
    },
    /** The code arrived: every kept connector is added to `adapter`. */
    arrived(adapter: AddsConnectors): void {
      for (const connector of [...waiting.keys()]) waiting.set(connector, adapter.addConnector(connector))
    },
  }
}
