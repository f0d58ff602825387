import type { SigilClient } from '@sigil/core'
import { useEffect } from 'react'

/**
 * While the wallet list is on show, the SDKs of shared connectors (WalletConnect) load at idle,
 * so a pick paints its QR code sooner. A page that never opens the list never loads them.
 */
export function usePreloadSharedConnectors(client: SigilClient): void {
  useEffect(() => {
    const connectors = client.config.connectors ?? []
    if (connectors.length === 0) return
    const run = () => {
      // A failure here is not the person's: the pick itself loads again and reports.
      for (const connector of connectors) connector.preload().catch(() => undefined)
    }
    if (typeof globalThis.requestIdleCallback === 'function') {
      const handle = globalThis.requestIdleCallback(run, { timeout: 2000 })
      return () => globalThis.cancelIdleCallback(handle)
    }
    const timer = setTimeout(run, 200)
    return () => clearTimeout(timer)
  }, [client])
}
