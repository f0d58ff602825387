import type { DiscoveryWindow } from './discoveryWindow.js'

/**
 * How long a remembered wallet may still take to appear once the page has loaded. A browser runs
 * an extension's late content scripts by the load event at the latest (Chrome's
 * `document_idle`); the wallet then announces itself over EIP-6963 or fires
 * `ethereum#initialized`. A second is also what wagmi gives an injected provider that comes late.
 */
export const LATE_WALLET_MS = 1000

export type WalletArrivals = {
  /** Discovery found a wallet or a provider: every pending wait looks again. */
  changed(): void
  /**
   * What `find` returns once it returns something: at once, or when the wallet appears, up to
   * LATE_WALLET_MS after the page's load event. Undefined when it has not appeared by then.
   */
  waitFor<T>(find: () => T | undefined): Promise<T | undefined>
  /** Ends every pending wait with what `find` returns now (the adapter is torn down). */
  stop(): void
}

const hasLoaded = (target: DiscoveryWindow): boolean => {
  const state = target.document?.readyState
  return state === undefined || state === 'complete'
}

/**
 * The one rule for a remembered wallet that is not on the page yet, shared by the EVM adapter and
 * the wagmi bridge: its restore waits for it (the person sees "Connecting…") until LATE_WALLET_MS
 * after the load event, so an extension whose script runs late is reconnected, and one that is
 * gone ends in Connect within a bounded time. Without a window (a server) nothing is waited for.
 */
export function walletArrivals(target: DiscoveryWindow | undefined): WalletArrivals {
  const pending = new Set<{ look(): void; end(): void }>()

  return {
    changed() {
      for (const wait of [...pending]) wait.look()
    },
    waitFor<T>(find: () => T | undefined): Promise<T | undefined> {
      const found = find()
      if (found !== undefined || !target) return Promise.resolve(found)
      return new Promise<T | undefined>((resolve) => {
        let timer: ReturnType<typeof setTimeout> | undefined
        const startClock = (): void => {
          target.removeEventListener('load', startClock)
          timer = setTimeout(wait.end, LATE_WALLET_MS)
        }
        const wait = {
          look() {
            const value = find()
            if (value !== undefined) finish(value)
          },
          end() {
            finish(find())
          },
        }
        const finish = (value: T | undefined): void => {
          pending.delete(wait)
          clearTimeout(timer)
          target.removeEventListener('load', startClock)
          resolve(value)
        }
        pending.add(wait)
        if (hasLoaded(target)) startClock()
        else target.addEventListener('load', startClock)
      })
    },
    stop() {
      for (const wait of [...pending]) wait.end()
    },
  }
}
