import type { NetworkNamespace } from '@sigil/core'
import { useSigilClient } from '../context/SigilContext.js'
import { activeNamespace } from './activeNamespace.js'
import { useSigilSelector } from './useSigilSelector.js'

/** The connected wallet's provider for a namespace; re-read when the active connector changes. */
export function useWalletProvider(namespace?: NetworkNamespace) {
  const client = useSigilClient()
  const ns = useSigilSelector((state) => activeNamespace(state, namespace))
  const connectorId = useSigilSelector((state) => state.connection.activeConnectorId[ns])
  const connected = useSigilSelector((state) => state.connection.status[ns] === 'connected')
  return { connectorId, provider: connected ? client.getProvider(ns) : undefined }
}
