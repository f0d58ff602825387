import { type SendToken, sendableTokens } from '@sigil/core/internal'
import { useEffect, useMemo, useState } from 'react'
import { useActiveAccount } from '../../hooks/useActiveAccount.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useModalOptions } from '../../modal/ModalOptionsContext.js'

export type SendableTokens = { status: 'loading' | 'ready'; tokens: SendToken[] }

/**
 * The tokens Send offers on the active network: the native coin (balance from the chain) and
 * the token balances of the modal's data source. A new `refresh` number reads them past the
 * cache (after a send, so Account shows the new balances too); the list shown meanwhile stays.
 */
export function useSendableTokens(refresh: number): SendableTokens {
  const { loadAccountList } = useModalOptions()
  const { namespace, address, network } = useActiveAccount()
  const nativeBalance = useSigilSelector((state) => state.accounts[namespace]?.balance)
  const account = `${address ?? ''}|${network?.caipNetworkId ?? ''}`
  const [loaded, setLoaded] = useState<{ account: string; balances: readonly unknown[] }>()

  useEffect(() => {
    if (!address || !network) return
    if (!loadAccountList) {
      setLoaded({ account, balances: [] })
      return
    }
    let current = true
    const forceUpdate = refresh > 0 ? { forceUpdate: true } : {}
    loadAccountList('tokens', { namespace, address, network, ...forceUpdate }).then(
      (balances) => current && setLoaded({ account, balances }),
      // Without the service's list the native coin can still be sent.
      () => current && setLoaded({ account, balances: [] }),
    )
    return () => {
      current = false
    }
  }, [account, loadAccountList, namespace, address, network, refresh])

  const balances = loaded?.account === account ? loaded.balances : undefined
  const tokens = useMemo(
    () => (network && balances ? sendableTokens({ network, nativeBalance, balances }) : []),
    [network, nativeBalance, balances],
  )
  return { status: balances ? 'ready' : 'loading', tokens }
}
