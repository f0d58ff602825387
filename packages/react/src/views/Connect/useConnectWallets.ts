import { type ConnectWallets, useModalOptions } from '../../modal/ModalOptionsContext.js'
import { useLoaded } from './useLoaded.js'

const NONE: ConnectWallets = { featured: [], recommended: [] }

/**
 * Connect's featured and recommended registry wallets, fetched once through the data source;
 * none until they arrive or when the registry fails (the connectors are listed regardless).
 */
export function useConnectWallets(): ConnectWallets {
  return useLoaded(useModalOptions().loadConnectWallets) ?? NONE
}
