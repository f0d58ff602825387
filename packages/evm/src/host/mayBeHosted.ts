import type { HostContexts } from '@sigil/core'

/** What of `window` tells whether the page may run inside a host: its parent, a React Native web view. */
export type HostWindow = { parent?: unknown; ReactNativeWebView?: unknown }

/**
 * Whether the page may be inside a host that brings its wallet, read synchronously from what the
 * page can see: a Safe app is always in Safe{Wallet}'s frame (its parent is another window); a
 * mini app is in a frame or a React Native web view. A top-level page in a browser is neither,
 * so it never loads any host's code.
 */
export function mayBeHosted(target: HostWindow, contexts: HostContexts): boolean {
  const framed = target.parent !== undefined && target.parent !== target
  return (
    (contexts.safe !== false && framed) ||
    (contexts.miniApp !== false && (framed || target.ReactNativeWebView !== undefined))
  )
}
