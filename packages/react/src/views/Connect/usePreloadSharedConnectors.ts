import type { SigilClient } from '@sigil/core'
import { useEffect } from 'react'
import { warmQrEncoder } from '../../components/warmQrEncoder.js'
import { preloadView } from '../registry.js'

/**
 * While the wallet list is on show, shared connectors (WalletConnect) get ready at idle: their
 * SDK loads and, where the connector can, the next connection is made ahead (a pairing whose QR
 * code a pick shows at once), with the view that shows it and its QR encoder warmed up. A page that never opens the list
 * never loads them; the list going away lets the pairing made ahead lapse.
 */
export function usePreloadSharedConnectors(client: SigilClient): void {
  useEffect(() => {
    const connectors = client.config.connectors ?? []
    if (connectors.length === 0) return
    const releases: (() => void)[] = []
    const run = () => {
      for (const connector of connectors) {
        if (connector.standby) releases.push(connector.standby())
        // A failure here is not the person's: the pick itself loads again and reports.
        else connector.preload().catch(() => undefined)
        if (connector.type === 'WALLET_CONNECT')
          preloadView('ConnectingWalletConnect')
            .then(warmQrEncoder)
            .catch(() => undefined)
      }
    }
    let cancel: () => void
    if (typeof globalThis.requestIdleCallback === 'function') {
      const handle = globalThis.requestIdleCallback(run, { timeout: 2000 })
      cancel = () => globalThis.cancelIdleCallback(handle)
    } else {
      const timer = setTimeout(run, 200)
      cancel = () => clearTimeout(timer)
    }
    return () => {
      cancel()
      for (const release of releases) release()
    }
  }, [client])
}
