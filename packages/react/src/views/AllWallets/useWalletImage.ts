import { useEffect, useState } from 'react'
import { useModalOptions, type WalletListing } from '../../modal/ModalOptionsContext.js'

/** A wallet's image: its URL, or the object URL of its registry image once fetched. */
export function useWalletImage(wallet: WalletListing | undefined): string | undefined {
  const { loadWalletImage } = useModalOptions()
  const imageId = wallet?.imageUrl ? undefined : wallet?.imageId
  const [loaded, setLoaded] = useState<{ imageId: string; url?: string } | undefined>()
  useEffect(() => {
    if (!imageId || !loadWalletImage) return
    let current = true
    const done = (url?: string) => current && setLoaded({ imageId, ...(url ? { url } : {}) })
    loadWalletImage(imageId).then(done, () => done())
    return () => {
      current = false
    }
  }, [imageId, loadWalletImage])
  if (wallet?.imageUrl) return wallet.imageUrl
  return loaded && loaded.imageId === imageId ? loaded.url : undefined
}
