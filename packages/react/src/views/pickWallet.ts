import type { Connector, SigilClient } from '@sigil/core'
import type { WalletListing } from '../modal/ModalOptionsContext.js'

/**
 * A wallet picked in Connect or AllWallets: a connector other than WalletConnect is asked at
 * once (a failure lands in `connection.lastError`, which ConnectingExternal shows); a wallet
 * without one is reached over WalletConnect.
 */
export function pickWallet(
  client: SigilClient,
  walletId: string,
  connector: Connector | undefined,
  listing?: WalletListing,
): void {
  if (connector && connector.type !== 'WALLET_CONNECT')
    client.chooseConnector({ connectorId: connector.id, namespace: connector.chain }).catch(() => undefined)
  else
    client.router.push('ConnectingWalletConnect', {
      walletId,
      ...(listing && listing.id === walletId ? { wallet: listing } : {}),
    })
}
