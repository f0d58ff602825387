import type { AdapterEvent } from '@sigil/core'
import { type Config, type Connector as WagmiConnector, watchAccount } from '@wagmi/core'
import { toAccounts } from '../session/toAccounts.js'

export type WatchWagmiConnectionOptions = {
  idOf(connector: WagmiConnector): string
  /** True while the adapter's own connect, reconnect or disconnect runs: those report their own outcome. */
  isBusy(): boolean
  emit(event: AdapterEvent): void
}

const sameAddresses = (a: readonly string[], b: readonly string[]): boolean =>
  a.length === b.length && a.every((address, index) => address === b[index])

/**
 * wagmi's current connection as adapter events: a connector that becomes connected without the
 * adapter asking (the app's own wagmi `connect`, wagmi's reconnect on mount) is `connect`; a
 * change of accounts or chain on the same connector is `accountsChanged` / `chainChanged`; a
 * connection that ends is `disconnect`. Returns the function that stops watching.
 */
export function watchWagmiConnection(config: Config, options: WatchWagmiConnectionOptions): () => void {
  const { idOf, isBusy, emit } = options
  // watchAccount, not watchConnection: @wagmi/core 2 has only the first, 3 has both (same function).
  return watchAccount(config, {
    onChange(next, previous) {
      const before = previous.status === 'connected' ? previous : undefined
      if (next.status === 'connected') {
        const connectorId = idOf(next.connector)
        if (before && before.connector.uid === next.connector.uid) {
          if (!sameAddresses(before.addresses, next.addresses))
            emit({ type: 'accountsChanged', connectorId, accounts: toAccounts(next.addresses) })
          if (before.chainId !== next.chainId)
            emit({ type: 'chainChanged', connectorId, chainId: next.chainId })
          return
        }
        if (isBusy()) return
        emit({
          type: 'connect',
          connection: { connectorId, accounts: toAccounts(next.addresses), chainId: next.chainId },
        })
        // wagmi moved to another connection because this one ended (not merely a second one).
        if (before && !config.state.connections.has(before.connector.uid))
          emit({ type: 'disconnect', connectorId: idOf(before.connector) })
        return
      }
      if (next.status === 'disconnected' && before && !isBusy())
        emit({ type: 'disconnect', connectorId: idOf(before.connector) })
    },
  })
}
