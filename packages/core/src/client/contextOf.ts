import type { ClientContext } from './context.js'
import type { SigilClient } from './types.js'

/**
 * Where createSigil puts a client's context: a member outside the public interface. Registered,
 * so a second copy of the core on the page (a test's fresh module graph, a duplicated chunk)
 * finds it; an object spread from the client (a wrapper overriding some methods) carries it.
 */
export const CONTEXT: unique symbol = Symbol.for('sigil.ctx') as never

export type WithContext = { [CONTEXT]?: ClientContext }

/**
 * The context of a client `createSigil` made: its one store, storage, clock and kept parts.
 * For the core's own modules that take a client (the batch calls, the approval gate, Send).
 */
export function contextOf(client: SigilClient): ClientContext {
  const ctx = (client as SigilClient & WithContext)[CONTEXT]
  if (!ctx) throw new TypeError('Not a client made by createSigil')
  return ctx
}
