import type { NetworkNamespace } from '@sigil/core'
import { useCallback } from 'react'
import { useSigilClient } from '../context/SigilContext.js'

/** `disconnect()` ends the connection (of one `namespace`, or all); `closeModal` closes the modal too. */
export function useDisconnect() {
  const client = useSigilClient()
  const disconnect = useCallback(
    (parameters?: { namespace?: NetworkNamespace; closeModal?: boolean }) => client.disconnect(parameters),
    [client],
  )
  return { disconnect }
}
