import type { ConnectorGroupEntries, WalletEntry } from '@sigil/core/internal'

/** Connectors a page has because a wallet put its provider in it (injected or EIP-6963). */
const IN_PAGE = new Set(['INJECTED', 'ANNOUNCED'])

/**
 * The wallet whose own browser the page runs in, when the page is on a phone: the first wallet of
 * the groups, in their order, that reached the page through a provider it put there. A phone
 * browser has no extensions, so on a phone such a wallet is the browser's host. None on a phone
 * browser without one.
 */
export function inWalletEntry(groups: readonly ConnectorGroupEntries[]): WalletEntry | undefined {
  for (const { wallets } of groups)
    for (const wallet of wallets)
      if (wallet.connector !== undefined && IN_PAGE.has(wallet.connector.type)) return wallet
  return undefined
}
