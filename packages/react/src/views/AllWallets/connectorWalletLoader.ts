import type { Connector } from '@sigil/core'
import type { LoadWallets } from '../../modal/ModalOptionsContext.js'

/** Until the registry client is wired in, the wallets the client already knows stand in for it. */
export function connectorWalletLoader(connectors: readonly Connector[]): LoadWallets {
  return async ({ page, pageSize, search }) => {
    const term = search?.toLowerCase()
    const matching = connectors.filter(
      (c) => c.type !== 'AUTH' && (!term || c.name.toLowerCase().includes(term)),
    )
    const wallets = matching
      .slice((page - 1) * pageSize, page * pageSize)
      .map((c) => ({ id: c.id, name: c.name, imageUrl: c.imageUrl, rdns: c.info?.rdns }))
    return { wallets, count: matching.length }
  }
}
