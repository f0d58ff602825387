import type { Address } from 'viem'
import type { ChainService } from '../blockchain/chain-services.js'
import { badRequest } from '../http/http-error.js'
import {
  assetPrice,
  findAsset,
  findNetwork,
  formatAmount,
  type OnrampAsset,
  onrampNetworkName,
  PAYMENT_LIMITS,
} from './onramp-catalog.js'
import type { OnrampOrder } from './onramp-orders.js'
import { purchaseFor } from './onramp-quote.js'
import type { DestinationWallet } from './onramp-url-request.js'

export interface PurchaseChoice {
  asset: OnrampAsset
  service: ChainService
  /** Whole units as decimal text. */
  amount: string
  destination: Address
}

/** What the buyer may change on the provider page; absent fields take the order's defaults. */
export interface PurchaseInput {
  asset?: string
  network?: string
  amount?: string
}

function allows(
  wallet: DestinationWallet,
  chains: readonly ChainService[],
  asset: OnrampAsset,
  service: ChainService,
) {
  const assetOk =
    wallet.assets === undefined || wallet.assets.some((entry) => findAsset(entry, 'asset') === asset)
  const networks = wallet.blockchains ?? wallet.supportedNetworks
  const networkOk =
    networks === undefined || networks.some((entry) => findNetwork(chains, entry, 'network') === service)
  return assetOk && networkOk
}

/** The asset, network and amount the page starts with, from the order's presets. */
export function defaultPurchase(chains: readonly ChainService[], order: OnrampOrder) {
  const { request } = order
  const first = request.destinationWallets[0]!
  const asset = findAsset(first.assets?.[0] ?? 'ETH', 'asset')
  const networkText = request.defaultNetwork ?? first.blockchains?.[0] ?? first.supportedNetworks?.[0]
  const service = networkText === undefined ? chains[0]! : findNetwork(chains, networkText, 'network')
  // A fiat preset is what the buyer pays: the page offers what that buys after the fees, as
  // the quote for the same payment says.
  const amount =
    request.presetCryptoAmount !== undefined
      ? formatAmount(request.presetCryptoAmount, Math.min(asset.decimals, 8))
      : request.presetFiatAmount !== undefined
        ? purchaseFor(request.presetFiatAmount, 'USD', asset).purchased
        : ''
  return { asset, service, networkName: onrampNetworkName(service), amount }
}

function parseCryptoAmount(text: string | undefined, asset: OnrampAsset): string {
  const value = text?.trim() ?? ''
  const places = new RegExp(`^\\d+(\\.\\d{1,${asset.decimals}})?$`)
  if (!places.test(value) || Number(value) <= 0)
    throw badRequest(
      `amount must be a positive ${asset.symbol} amount with at most ${asset.decimals} decimals`,
    )
  if (Number(value) * assetPrice(asset) > PAYMENT_LIMITS.max)
    throw badRequest(`amount is worth more than the ${PAYMENT_LIMITS.max} USD a purchase may cost`)
  return value
}

/** The purchase to deliver for a confirmation of the order, checked against what it allows. */
export function choosePurchase(
  chains: readonly ChainService[],
  order: OnrampOrder,
  input: PurchaseInput,
): PurchaseChoice {
  const defaults = defaultPurchase(chains, order)
  const asset = input.asset ? findAsset(input.asset, 'asset') : defaults.asset
  const service = input.network ? findNetwork(chains, input.network, 'network') : defaults.service
  const amount = parseCryptoAmount(input.amount || defaults.amount, asset)
  const wallet = order.request.destinationWallets.find((entry) => allows(entry, chains, asset, service))
  if (wallet === undefined)
    throw badRequest(
      `no destination wallet of this order accepts ${asset.symbol} on ${onrampNetworkName(service)}`,
    )
  return { asset, service, amount, destination: wallet.address }
}
