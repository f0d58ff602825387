import type { HostContexts } from '@sigil/core'
import { firstFound } from './firstFound.js'
import type { FoundHost, HostOptions } from './foundHost.js'
import type { HostWindow } from './mayBeHosted.js'

/**
 * Asks each host the app allows whether the page runs inside it, in parallel, and answers the
 * first that does (a Safe answers its info at once; a mini app host its context). Each host's
 * code loads here, only for a page that `mayBeHosted` let through.
 */
export function detectHost(
  target: HostWindow,
  contexts: HostContexts,
  options: HostOptions,
): Promise<FoundHost | undefined> {
  const framed = target.parent !== undefined && target.parent !== target
  const lookups: Promise<FoundHost | undefined>[] = []
  if (contexts.safe !== false && framed)
    lookups.push(import('./safe/findSafe.js').then(({ findSafe }) => findSafe(options.safeOrigins)))
  if (contexts.miniApp !== false)
    lookups.push(import('./miniApp/findMiniApp.js').then(({ findMiniApp }) => findMiniApp()))
  return firstFound(lookups)
}
