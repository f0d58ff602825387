import type { Wallet } from '@wallet-standard/base'

type Change = { accounts?: readonly unknown[] }
type On = (event: 'change', listener: (change: Change) => void) => () => void

/**
 * Listens to a wallet-standard wallet's account changes (standard:events); an empty list is the
 * wallet ending the connection (a phone wallet disconnecting over WalletConnect). Returns the
 * stop; a wallet without events is not watched.
 */
export function watchWallet(wallet: Wallet, onAccounts: (accounts: readonly unknown[]) => void): () => void {
  const events = (wallet.features as Record<string, unknown>)['standard:events'] as
    | { on?: unknown }
    | undefined
  if (typeof events?.on !== 'function') return () => {}
  const stop = (events.on as On).call(events, 'change', ({ accounts }) => {
    if (Array.isArray(accounts)) onAccounts(accounts)
  })
  return typeof stop === 'function' ? stop : () => {}
}
