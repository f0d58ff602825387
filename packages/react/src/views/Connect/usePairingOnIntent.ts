import type { SigilClient } from '@sigil/core'
import { useEffect } from 'react'
import { warmQrEncoder } from '../../components/warmQrEncoder.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { afterNextPaint } from '../../modal/afterNextPaint.js'
import { preloadView } from '../registry.js'

/**
 * While a wallet list is on show (the modal open, or embedded), shared connectors (WalletConnect)
 * get ready as soon as the list has painted: their SDK loads and, where the connector can, the
 * next connection is made ahead (a pairing whose QR code a pick shows at once), with the view that
 * shows it and its QR encoder warmed up. Not at idle: a person picks within a second of the list
 * showing, and a pick before the SDK is ready waits for all of it. Not before the paint either:
 * the SDK's chunk evaluating in the click's frame held the list back by about 10 ms. The parked
 * list (the card drawn hidden while the modal is closed) starts nothing, so a page that never
 * opens the list never loads them; the list going away lets the pairing made ahead lapse. Not
 * `wanted` (inside a wallet's own browser, where that wallet is the choice), nothing starts.
 */
export function usePreloadSharedConnectors(client: SigilClient, wanted = true): void {
  const open = useSigilSelector((state) => state.modal.open)
  const onShow = wanted && (open || client.config.enableEmbedded === true)
  useEffect(() => {
    const connectors = client.config.connectors ?? []
    if (!onShow || connectors.length === 0) return
    const releases: (() => void)[] = []
    const cancel = afterNextPaint(() => {
      for (const connector of connectors) {
        if (connector.standby) releases.push(connector.standby())
        // A failure here is not the person's: the pick itself loads again and reports.
        else connector.preload().catch(() => undefined)
        if (connector.type === 'WALLET_CONNECT')
          preloadView('ConnectingWalletConnect')
            .then(warmQrEncoder)
            .catch(() => undefined)
      }
    })
    return () => {
      cancel()
      for (const release of releases) release()
    }
  }, [client, onShow])
}
