import type { AdapterEvent } from '@sigil/core'
import { parseWalletChainId } from '../chain/evmChainId.js'
import type { Eip1193Provider } from '../eip1193.js'
import { walletErrorCode } from '../errors/walletErrorCode.js'
import { loadAccounts } from './loadAccounts.js'

// Some wallets emit `disconnect` with this code while they reconnect to a new chain's RPC;
// the session is still alive, so it must not end the connection.
const RECONNECTING_CODE = 1013

/** Forwards a wallet's EIP-1193 events as adapter events; returns the function that stops it. */
export function subscribeToProvider(
  provider: Eip1193Provider,
  connectorId: string,
  emit: (event: AdapterEvent) => void,
): () => void {
  // Accounts are checksummed by code that may still be loading: events leave in the order the
  // wallet sent them, each after the ones before it (a chain change never overtakes an account change).
  let queue: Promise<void> = Promise.resolve()
  let stopped = false
  const inOrder = (event: () => Promise<AdapterEvent | undefined> | AdapterEvent | undefined): void => {
    const pending = queue.then(event)
    queue = pending.then(
      (value) => {
        if (value && !stopped) emit(value)
      },
      () => {},
    )
  }
  const onAccountsChanged = (addresses: unknown): void =>
    inOrder(async () => {
      const accounts = await loadAccounts(addresses)
      return accounts.length === 0
        ? { type: 'disconnect', connectorId }
        : { type: 'accountsChanged', connectorId, accounts }
    })
  const onChainChanged = (chainId: unknown): void => {
    const parsed = parseWalletChainId(chainId)
    if (Number.isSafeInteger(parsed)) inOrder(() => ({ type: 'chainChanged', connectorId, chainId: parsed }))
  }
  const onDisconnect = (error: unknown): void => {
    if (walletErrorCode(error) === RECONNECTING_CODE) return
    inOrder(() => ({ type: 'disconnect', connectorId }))
  }
  const listeners: ReadonlyArray<[string, (value: unknown) => void]> = [
    ['accountsChanged', onAccountsChanged],
    ['chainChanged', onChainChanged],
    ['disconnect', onDisconnect],
  ]
  for (const [event, listener] of listeners) provider.on?.(event, listener)
  return () => {
    stopped = true
    for (const [event, listener] of listeners) provider.removeListener?.(event, listener)
  }
}
