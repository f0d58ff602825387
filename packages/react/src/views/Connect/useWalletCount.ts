import { useModalOptions } from '../../modal/ModalOptionsContext.js'
import { useLoaded } from './useLoaded.js'

/** The registry's wallet count: given as a number, or fetched once through the data source. */
export function useWalletCount(): number | undefined {
  const { walletCount } = useModalOptions()
  // Without a count the All wallets entry is still there, only without its badge.
  const fetched = useLoaded(typeof walletCount === 'function' ? walletCount : undefined)
  return typeof walletCount === 'number' ? walletCount : fetched
}
