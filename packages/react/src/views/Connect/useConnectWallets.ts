import { useEffect, useState } from 'react'
import { type ConnectWallets, useModalOptions } from '../../modal/ModalOptionsContext.js'

const NONE: ConnectWallets = { featured: [], recommended: [] }

/**
 * Connect's featured and recommended registry wallets, fetched once through the data source;
 * none until they arrive or when the registry fails (the connectors are listed regardless).
 */
export function useConnectWallets(): ConnectWallets {
  const { loadConnectWallets } = useModalOptions()
  const [loaded, setLoaded] = useState<{ source: unknown; wallets: ConnectWallets } | undefined>()
  useEffect(() => {
    if (!loadConnectWallets) return
    let current = true
    loadConnectWallets().then(
      (wallets) => current && setLoaded({ source: loadConnectWallets, wallets }),
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [loadConnectWallets])
  return loaded && loaded.source === loadConnectWallets ? loaded.wallets : NONE
}
