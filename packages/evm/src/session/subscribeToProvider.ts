import type { AdapterEvent } from '@sigil/core'
import { parseWalletChainId } from '../chain/evmChainId.js'
import type { Eip1193Provider } from '../eip1193.js'
import { walletErrorCode } from '../errors/walletErrorCode.js'
import { toAccounts } from './toAccounts.js'

// Some wallets emit `disconnect` with this code while they reconnect to a new chain's RPC;
// the session is still alive, so it must not end the connection.
const RECONNECTING_CODE = 1013

/** Forwards a wallet's EIP-1193 events as adapter events; returns the function that stops it. */
export function subscribeToProvider(
  provider: Eip1193Provider,
  connectorId: string,
  emit: (event: AdapterEvent) => void,
): () => void {
  const onAccountsChanged = (addresses: unknown): void => {
    const accounts = toAccounts(addresses)
    emit(
      accounts.length === 0
        ? { type: 'disconnect', connectorId }
        : { type: 'accountsChanged', connectorId, accounts },
    )
  }
  const onChainChanged = (chainId: unknown): void => {
    const parsed = parseWalletChainId(chainId)
    if (Number.isSafeInteger(parsed)) emit({ type: 'chainChanged', connectorId, chainId: parsed })
  }
  const onDisconnect = (error: unknown): void => {
    if (walletErrorCode(error) === RECONNECTING_CODE) return
    emit({ type: 'disconnect', connectorId })
  }
  const listeners: ReadonlyArray<[string, (value: unknown) => void]> = [
    ['accountsChanged', onAccountsChanged],
    ['chainChanged', onChainChanged],
    ['disconnect', onDisconnect],
  ]
  for (const [event, listener] of listeners) provider.on?.(event, listener)
  return () => {
    for (const [event, listener] of listeners) provider.removeListener?.(event, listener)
  }
}
