import type { ClientContext } from './context.js'

/**
 * A part the client keeps under `key` (a module's own constant), made by `make` on first use.
 * The part lives and dies with the client: no module holds per-client state.
 */
export function partOf<T>(ctx: ClientContext, key: object, make: () => T): T {
  ctx.parts ??= new Map()
  const { parts } = ctx
  if (parts.has(key)) return parts.get(key) as T
  const part = make()
  parts.set(key, part)
  return part
}

/** Lets `part`, if it is still the one under `key`, go: the next `partOf` makes a new one. */
export function dropPart(ctx: ClientContext, key: object, part: unknown): void {
  if (ctx.parts?.get(key) === part) ctx.parts?.delete(key)
}
