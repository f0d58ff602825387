import type { SigilClient } from '@sigil/core'
import { useCallback, useEffect, useRef } from 'react'
import { holdPairingAhead } from '../../element/prewarmConnectors.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'

/**
 * While a wallet list is on show (the modal open, or embedded): the function its entries that
 * pair over WalletConnect call on a person's intent (pointer over, focus). The first call has the
 * shared connectors make the next connection ahead (a pairing whose QR code a pick shows at once);
 * the list going away lets it lapse. Opening the list starts nothing (`element/prewarmConnectors.ts`
 * says when each part of that work happens), nor does the parked list (the card drawn hidden while
 * the modal is closed). Not `wanted` (inside a wallet's own browser, where that wallet is the
 * choice), intent starts nothing.
 */
export function usePairingOnIntent(client: SigilClient, wanted = true): () => void {
  const open = useSigilSelector((state) => state.modal.open)
  const onShow = wanted && (open || client.config.enableEmbedded === true)
  const release = useRef<(() => void) | undefined>(undefined)
  useEffect(() => {
    if (!onShow) return
    return () => {
      release.current?.()
      release.current = undefined
    }
  }, [onShow])
  return useCallback(() => {
    if (onShow) release.current ??= holdPairingAhead(client)
  }, [client, onShow])
}
