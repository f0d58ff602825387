import { useEffect, useState } from 'react'
import { useActiveAccount } from '../../hooks/useActiveAccount.js'
import { type AccountListKind, useModalOptions } from '../../modal/ModalOptionsContext.js'

export type AsyncList =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: readonly unknown[] }

type Loaded = { key: string; list: AsyncList }

/**
 * Loads a list of the account (tokens, NFTs or activity) once its tab is first shown, and
 * again when the address or the network changes or `attempt` moves on (a retry).
 */
export function useAccountList(kind: AccountListKind, visible: boolean, attempt = 0): AsyncList {
  const { loadAccountList } = useModalOptions()
  const { namespace, address, network } = useActiveAccount()
  const key = `${kind}|${namespace}|${address ?? ''}|${network?.caipNetworkId ?? ''}|${attempt}`
  const [loaded, setLoaded] = useState<Loaded | undefined>()
  const ready = Boolean(loadAccountList && address)
  useEffect(() => {
    if (!visible || !loadAccountList || !address) return
    let current = true
    loadAccountList(kind, { namespace, address, ...(network ? { network } : {}) }).then(
      (items) => current && setLoaded({ key, list: { status: 'ready', items } }),
      (error: unknown) => {
        const message =
          typeof error === 'object' && error !== null && 'shortMessage' in error
            ? String(error.shortMessage)
            : error instanceof Error
              ? error.message
              : String(error)
        if (current) setLoaded({ key, list: { status: 'error', message } })
      },
    )
    return () => {
      current = false
    }
  }, [key, kind, visible, loadAccountList, namespace, address, network])
  if (!ready) return { status: 'unavailable' }
  return loaded?.key === key ? loaded.list : { status: 'loading' }
}
