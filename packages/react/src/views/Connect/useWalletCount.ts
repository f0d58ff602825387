import { useEffect, useState } from 'react'
import { useModalOptions } from '../../modal/ModalOptionsContext.js'

/** The registry's wallet count: given as a number, or fetched once through the data source. */
export function useWalletCount(): number | undefined {
  const { walletCount } = useModalOptions()
  const [fetched, setFetched] = useState<{ source: unknown; count: number } | undefined>()
  useEffect(() => {
    if (typeof walletCount !== 'function') return
    let current = true
    walletCount().then(
      (count) => current && setFetched({ source: walletCount, count }),
      // Without a count the entry is still there, only without its badge.
      () => undefined,
    )
    return () => {
      current = false
    }
  }, [walletCount])
  if (typeof walletCount === 'number') return walletCount
  return fetched && fetched.source === walletCount ? fetched.count : undefined
}
