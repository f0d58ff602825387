import type { Connector } from '@sigil/core'
import { chooseWallet, type SigilInternalClient } from '@sigil/core/internal'
import type { WalletListing } from '../modal/ModalOptionsContext.js'

/** Whether picking the wallet pairs over WalletConnect (it has no connector of its own, or it is WalletConnect). */
export function pairsOverWalletConnect(
  connector: Connector | undefined,
  connectors: readonly Connector[] = [],
): boolean {
  if (connector?.type === 'WALLET_CONNECT') return true
  return connector === undefined && connectors.length <= 1
}

/**
 * A wallet picked in Connect or AllWallets: a connector other than WalletConnect is asked at
 * once (a failure lands in `connection.lastError`, which ConnectingExternal shows); a wallet
 * without one is reached over WalletConnect. A wallet with connectors in several namespaces
 * (`connectors`) connects each of them, the active namespace first.
 */
export function pickWallet(
  client: SigilInternalClient,
  walletId: string,
  connector: Connector | undefined,
  listing?: WalletListing,
  connectors: readonly Connector[] = [],
): void {
  // One WalletConnect session covers every namespace it serves: its own view pairs once for all.
  if (connectors.length > 1 && connector?.type !== 'WALLET_CONNECT')
    chooseWallet(client, connectors).catch(() => undefined)
  else if (connector && connector.type !== 'WALLET_CONNECT')
    client.chooseConnector({ connectorId: connector.id, namespace: connector.chain }).catch(() => undefined)
  else {
    // The SDK starts with the click, as the pairing's view mounts (the pointer over the entry has
    // usually started it, with a pairing ready, already).
    for (const shared of client.config.connectors ?? [])
      if (shared.type === 'WALLET_CONNECT') shared.preload().catch(() => undefined)
    client.router.push('ConnectingWalletConnect', {
      walletId,
      ...(listing && listing.id === walletId ? { wallet: listing } : {}),
    })
  }
}
