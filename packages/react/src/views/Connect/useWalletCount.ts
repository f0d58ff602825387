import { useModalOptions } from '../../modal/ModalOptionsContext.js'
import { MAX_LISTED_WALLETS } from '../AllWallets/walletListLayout.js'
import { useLoaded } from './useLoaded.js'

/**
 * The registry's wallet count: given as a number, or fetched once through the data source. A
 * count no registry can hold (negative, fractional, beyond what All wallets lists) is no count.
 */
export function useWalletCount(): number | undefined {
  const { walletCount } = useModalOptions()
  // Without a count the All wallets entry is still there, only without its badge.
  const fetched = useLoaded(typeof walletCount === 'function' ? walletCount : undefined)
  const count = typeof walletCount === 'number' ? walletCount : fetched
  return count !== undefined && Number.isSafeInteger(count) && count >= 0 && count <= MAX_LISTED_WALLETS
    ? count
    : undefined
}
