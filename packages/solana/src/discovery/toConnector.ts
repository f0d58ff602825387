import type { Connector } from '@sigil/core'
import type { Wallet } from '@wallet-standard/base'

const IMAGE_DATA_URI = /^data:image\/(svg\+xml|png|webp|gif|jpeg);base64,[A-Za-z0-9+/=]+$/

/** The connector id of a wallet-standard wallet: stable across reloads, so a stored connection finds it. */
export const standardConnectorId = (wallet: Wallet): string => `wallet-standard:${wallet.name}`

/** A registered wallet as a connector of `chain`; an icon that is not an image data URI is left out. */
export function toConnector(wallet: Wallet, chain: Connector['chain']): Connector {
  return {
    id: standardConnectorId(wallet),
    type: 'ANNOUNCED',
    name: wallet.name,
    chain,
    ...(typeof wallet.icon === 'string' && IMAGE_DATA_URI.test(wallet.icon) ? { imageUrl: wallet.icon } : {}),
    provider: wallet,
  }
}
