import type { CaipNetwork } from '../caip/types.js'
import type { OnrampOptions } from '../services/blockchain/onrampSchemas.js'

type PurchaseCurrency = OnrampOptions['purchaseCurrencies'][number]
export type OnrampNetwork = PurchaseCurrency['networks'][number]

/** Something Buy can buy on the active network: the currency and its entry for that network. */
export type OnrampAsset = { id: string; symbol: string; name: string; network: OnrampNetwork }

/** Whether an option's network entry is this network (its chain id, or the CAIP-2 id). */
const isNetwork = (entry: OnrampNetwork, network: CaipNetwork) =>
  entry.chain_id === String(network.id) || entry.chain_id === network.caipNetworkId

/**
 * The purchase currencies offered on the active network, in the provider's order, with the
 * network's native currency first.
 */
export function purchaseAssetsOn(options: OnrampOptions, network: CaipNetwork): OnrampAsset[] {
  const assets: OnrampAsset[] = []
  for (const currency of options.purchaseCurrencies) {
    const entry = currency.networks.find((candidate) => isNetwork(candidate, network))
    if (entry) assets.push({ id: currency.id, symbol: currency.symbol, name: currency.name, network: entry })
  }
  const native = network.nativeCurrency.symbol.toLowerCase()
  return assets.sort(
    (a, b) => Number(b.symbol.toLowerCase() === native) - Number(a.symbol.toLowerCase() === native),
  )
}

/** The asset named by its symbol or id (case-insensitive), if offered. */
export function findAsset(assets: readonly OnrampAsset[], name: string | undefined): OnrampAsset | undefined {
  if (!name) return undefined
  const wanted = name.toLowerCase()
  return assets.find((asset) => asset.symbol.toLowerCase() === wanted || asset.id.toLowerCase() === wanted)
}
