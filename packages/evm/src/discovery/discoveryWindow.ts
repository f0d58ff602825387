/** The few things of `window` wallet discovery touches; a test can pass its own. */
export type DiscoveryWindow = {
  addEventListener(type: string, listener: (event: Event) => void): void
  removeEventListener(type: string, listener: (event: Event) => void): void
  dispatchEvent(event: Event): boolean
  ethereum?: unknown
  /** The page's document: whether it has loaded decides how long a late wallet is waited for. */
  document?: { readonly readyState: string }
}

/** The page's window, or undefined on a server: read only when an adapter is set up. */
export function currentWindow(): DiscoveryWindow | undefined {
  const candidate = (globalThis as { window?: unknown }).window
  if (typeof candidate !== 'object' || candidate === null) return undefined
  return typeof (candidate as { addEventListener?: unknown }).addEventListener === 'function'
    ? (candidate as DiscoveryWindow)
    : undefined
}
