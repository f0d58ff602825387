import { useEffect, useState } from 'react'
import { useModalOptions, type WalletListing } from '../modal/ModalOptionsContext.js'

export type WalletImage = {
  /** Its URL, or the object URL of its registry image once fetched. */
  url?: string
  /** An image is still to come: not asked for yet, or being fetched. */
  pending: boolean
}

/**
 * A wallet's image. Nothing is fetched until `enabled` (the tile has stayed in view), so tiles
 * that only fly past during a fast scroll cost no request. The object URLs belong to the
 * registry client's image cache, shared by every tile: a tile never revokes them.
 */
export function useWalletImage(wallet: WalletListing | undefined, enabled: boolean): WalletImage {
  const { loadWalletImage } = useModalOptions()
  const imageId = wallet?.imageUrl || !loadWalletImage ? undefined : wallet?.imageId
  const [loaded, setLoaded] = useState<{ imageId: string; url?: string } | undefined>()
  useEffect(() => {
    if (!enabled || !imageId || !loadWalletImage) return
    let current = true
    const done = (url?: string) => current && setLoaded({ imageId, ...(url ? { url } : {}) })
    loadWalletImage(imageId).then(done, () => done())
    return () => {
      current = false
    }
  }, [enabled, imageId, loadWalletImage])
  if (wallet?.imageUrl) return enabled ? { url: wallet.imageUrl, pending: false } : { pending: true }
  if (!imageId) return { pending: false }
  if (loaded?.imageId === imageId)
    return loaded.url ? { url: loaded.url, pending: false } : { pending: false }
  return { pending: true }
}
