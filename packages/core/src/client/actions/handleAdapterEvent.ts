import type { AdapterEvent } from '../../adapter.js'
import type { CaipAddress, NetworkNamespace } from '../../caip/types.js'
import type { ClientContext } from '../context.js'
import { selectNetworkOf } from '../selectors.js'
import { patchAccount } from '../stateUpdates.js'
import { readStoredConnection } from '../storedConnection.js'
import { writeStoredConnection } from '../storedConnectionWrites.js'
import { adoptConnection } from './adoptConnection.js'
import { pickAccount } from './applyConnection.js'
import { applyWalletChain } from './applyWalletChain.js'
import { refreshBalanceLater } from './refreshBalanceLater.js'
import { refreshConnectors } from './refreshConnectors.js'
import { resetNamespace } from './resetNamespace.js'

/** What the client does with an adapter's events; events of a connector that is not active only update its connection. */
export function handleAdapterEvent(
  ctx: ClientContext,
  namespace: NetworkNamespace,
  event: AdapterEvent,
): void {
  if (ctx.isDestroyed()) return
  if (event.type === 'connectorsChanged') {
    refreshConnectors(ctx)
    return
  }
  if (event.type === 'connect') {
    adoptConnection(ctx, namespace, event.connection)
    return
  }
  const { connection } = ctx.store.getState()
  const isActive = connection.activeConnectorId[namespace] === event.connectorId
  if (!isActive) {
    if (event.type === 'disconnect')
      ctx.store.setState((state) => ({
        connection: {
          ...state.connection,
          connections: {
            ...state.connection.connections,
            [namespace]: (state.connection.connections[namespace] ?? []).filter(
              (c) => c.connectorId !== event.connectorId,
            ),
          },
        },
      }))
    return
  }
  switch (event.type) {
    case 'disconnect':
      resetNamespace(ctx, namespace)
      ctx.emit({ type: 'DISCONNECT_SUCCESS', namespace })
      return
    case 'accountsChanged': {
      const state = ctx.store.getState()
      const account = pickAccount(event.accounts, state.accounts[namespace].preferredAccountType)
      if (!account) {
        resetNamespace(ctx, namespace)
        ctx.emit({ type: 'DISCONNECT_SUCCESS', namespace })
        return
      }
      const prefix = state.accounts[namespace].caipAddress?.split(':').slice(0, 2).join(':')
      patchAccount(ctx.store, namespace, {
        address: account.address,
        allAccounts: event.accounts,
        ...(prefix ? { caipAddress: `${prefix}:${account.address}` as CaipAddress } : {}),
        balance: undefined,
        balanceSymbol: undefined,
        // Another account: the name and image were the old one's.
        ...(account.address === state.accounts[namespace].address
          ? {}
          : { profileName: undefined, profileImage: undefined }),
      })
      // A reload shows the account the wallet is on now while the session restores.
      const stored = readStoredConnection(ctx, namespace)
      if (stored) writeStoredConnection(ctx, namespace, stored)
      refreshBalanceLater(ctx, namespace)
      return
    }
    case 'chainChanged': {
      applyWalletChain(ctx, namespace, event.chainId)
      const state = ctx.store.getState()
      const address = state.accounts[namespace].address
      const network =
        state.chain.unsupportedNetwork?.namespace === namespace
          ? undefined
          : selectNetworkOf(state, namespace)
      const reference = network ? network.caipNetworkId : `${namespace}:${event.chainId}`
      if (address)
        patchAccount(ctx.store, namespace, { caipAddress: `${reference}:${address}` as CaipAddress })
      // A reload shows the network the wallet is on while the session restores, not the one it
      // connected on.
      if (network)
        writeStoredConnection(ctx, namespace, {
          connectorId: event.connectorId,
          caipNetworkId: network.caipNetworkId,
        })
      refreshBalanceLater(ctx, namespace)
      return
    }
  }
}
