import { useEffect, useState } from 'react'
import { activeNamespace } from '../../hooks/activeNamespace.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { type AccountListKind, useModalOptions } from '../../modal/ModalOptionsContext.js'

export type AsyncList =
  | { status: 'loading' }
  | { status: 'unavailable' }
  | { status: 'error'; message: string }
  | { status: 'ready'; items: readonly unknown[] }

/** Loads a list for the account once its tab is first shown. */
export function useAccountList(kind: AccountListKind, visible: boolean): AsyncList {
  const { loadAccountList } = useModalOptions()
  const namespace = useSigilSelector((state) => activeNamespace(state))
  const address = useSigilSelector((state) => state.accounts[namespace]?.address)
  const [list, setList] = useState<AsyncList>({ status: 'loading' })
  useEffect(() => {
    if (!visible) return
    if (!loadAccountList || !address) {
      setList({ status: 'unavailable' })
      return
    }
    let current = true
    setList({ status: 'loading' })
    loadAccountList(kind, { namespace, address }).then(
      (items) => current && setList({ status: 'ready', items }),
      (error: unknown) =>
        current &&
        setList({ status: 'error', message: error instanceof Error ? error.message : String(error) }),
    )
    return () => {
      current = false
    }
  }, [kind, visible, loadAccountList, namespace, address])
  return list
}
