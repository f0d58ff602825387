import { useEffect, useState } from 'react'
import { useSigilClient } from '../../context/SigilContext.js'
import { useActiveAccount } from '../../hooks/useActiveAccount.js'
import { type AccountListKind, useModalOptions } from '../../modal/ModalOptionsContext.js'
import { errorText } from '../../strings/errorText.js'
import type { PlainMessageKey } from '../../strings/messages.js'
import { useT } from '../../strings/useT.js'

export type AsyncList =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: readonly unknown[] }

type Loaded = { key: string; list: AsyncList }

const FAILED_LIST: Record<AccountListKind, PlainMessageKey> = {
  tokens: 'error.TOKEN_BALANCE_UNAVAILABLE',
  nfts: 'account.nftsFailed',
  activity: 'error.FAILED_TO_FETCH_TRANSACTIONS',
}

/**
 * Loads a list of the account (tokens, NFTs or activity) once its tab is first shown, and
 * again when the address or the network changes or `attempt` moves on (a retry).
 */
export function useAccountList(kind: AccountListKind, visible: boolean, attempt = 0): AsyncList {
  const t = useT()
  const client = useSigilClient()
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
        // The catalogue's words for the list that failed; the loader's own text goes to the log.
        const message = errorText(t, error, FAILED_LIST[kind], client.config)
        if (current) setLoaded({ key, list: { status: 'error', message } })
      },
    )
    return () => {
      current = false
    }
  }, [key, kind, visible, loadAccountList, namespace, address, network, t, client])
  if (!ready) return { status: 'unavailable' }
  return loaded?.key === key ? loaded.list : { status: 'loading' }
}
