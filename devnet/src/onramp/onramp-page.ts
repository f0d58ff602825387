import type { ChainService } from '../blockchain/chain-services.js'
import { escapeMarkup } from '../http/escape-markup.js'
import { findAsset, findNetwork, ONRAMP_ASSETS, onrampNetworkName } from './onramp-catalog.js'
import type { OnrampOrder } from './onramp-orders.js'

const shortAddress = (address: string) => `${address.slice(0, 6)}…${address.slice(-4)}`

const STYLE = `
  :root { color-scheme: light dark; --accent: #3b5bdb; --fg: #1a1b1e; --muted: #6b6f76; --bg: #f4f5f7; --card: #fff; --line: #e3e5e8; }
  @media (prefers-color-scheme: dark) { :root { --fg: #eceef1; --muted: #9a9fa8; --bg: #141517; --card: #1e1f22; --line: #2c2e33; } }
  * { box-sizing: border-box; }
  body { margin: 0; min-height: 100vh; display: grid; place-items: center; background: var(--bg); color: var(--fg);
    font: 15px/1.45 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
  main { width: min(400px, calc(100vw - 32px)); background: var(--card); border: 1px solid var(--line); border-radius: 20px; padding: 24px; }
  h1 { font-size: 18px; margin: 0 0 4px; }
  p.sub { margin: 0 0 20px; color: var(--muted); font-size: 13px; }
  label { display: block; font-size: 13px; color: var(--muted); margin: 14px 0 6px; }
  select, input { width: 100%; padding: 10px 12px; font: inherit; color: inherit; background: transparent; border: 1px solid var(--line); border-radius: 12px; }
  button { width: 100%; margin-top: 22px; padding: 12px; font: inherit; font-weight: 600; color: #fff; background: var(--accent); border: 0; border-radius: 14px; cursor: pointer; }
  dl { display: grid; grid-template-columns: auto 1fr; gap: 8px 16px; margin: 0; font-size: 14px; }
  dt { color: var(--muted); } dd { margin: 0; text-align: right; overflow-wrap: anywhere; }
  .done { color: #2f9e44; font-weight: 600; }
`

function page(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeMarkup(title)}</title><style>${STYLE}</style></head><body><main>${body}</main></body></html>`
}

/** The provider page a generated onramp URL opens: pick asset, network and amount, then buy. */
export function renderOrderPage(
  chains: readonly ChainService[],
  order: OnrampOrder,
  defaults: { assetSymbol: string; networkName: string; amount: string },
): string {
  if (order.status === 'completed') return renderReceipt(chains, order)
  const wallet = order.request.destinationWallets[0]!
  const option = (value: string, label: string, selected: boolean) =>
    `<option value="${escapeMarkup(value)}"${selected ? ' selected' : ''}>${escapeMarkup(label)}</option>`
  const allowedAssets =
    wallet.assets === undefined ? ONRAMP_ASSETS : wallet.assets.map((entry) => findAsset(entry, 'asset'))
  const walletNetworks = wallet.blockchains ?? wallet.supportedNetworks
  const allowedChains =
    walletNetworks === undefined
      ? chains
      : walletNetworks.map((entry) => findNetwork(chains, entry, 'network'))
  const assets = [...new Set(allowedAssets)]
    .map((asset) =>
      option(asset.symbol, `${asset.name} (${asset.symbol})`, asset.symbol === defaults.assetSymbol),
    )
    .join('')
  const networks = [...new Set(allowedChains)]
    .map((service) =>
      option(
        onrampNetworkName(service),
        service.chain.name,
        onrampNetworkName(service) === defaults.networkName,
      ),
    )
    .join('')
  return page(
    'Devnet onramp',
    `<h1>Buy crypto</h1>
<p class="sub">Devnet onramp: a local stand-in for a payment provider. Nothing is charged; the coins come from a funded devnet account.</p>
<form method="post" action="${escapeMarkup(order.id)}/confirm">
  <label>To wallet</label><input value="${escapeMarkup(shortAddress(wallet.address))}" disabled>
  <label for="asset">Asset</label><select id="asset" name="asset">${assets}</select>
  <label for="network">Network</label><select id="network" name="network">${networks}</select>
  <label for="amount">Amount</label><input id="amount" name="amount" inputmode="decimal" required value="${escapeMarkup(defaults.amount)}">
  <button type="submit">Buy now</button>
</form>`,
  )
}

/** What the page shows once the purchase is delivered. */
export function renderReceipt(chains: readonly ChainService[], order: OnrampOrder): string {
  const purchase = order.purchase!
  const network =
    chains.find((service) => service.chain.caipId === purchase.network)?.chain.name ?? purchase.network
  return page(
    'Purchase complete',
    `<h1 class="done">Purchase complete</h1>
<p class="sub">You can close this window and return to the app.</p>
<dl>
  <dt>Amount</dt><dd>${escapeMarkup(purchase.amount)} ${escapeMarkup(purchase.asset)}</dd>
  <dt>Network</dt><dd>${escapeMarkup(network)}</dd>
  <dt>To</dt><dd>${escapeMarkup(shortAddress(purchase.destination))}</dd>
  <dt>Transaction</dt><dd>${escapeMarkup(shortAddress(purchase.transactionHash))}</dd>
</dl>`,
  )
}
