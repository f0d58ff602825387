import type { IncomingMessage } from 'node:http'
import type { Address } from 'viem'
import type { ChainService } from '../blockchain/chain-services.js'
import { readJsonObject, readText } from '../http/read-body.js'
import { html, json } from '../http/reply.js'
import type { Route } from '../http/route.js'
import { choosePurchase, defaultPurchase, type PurchaseInput } from './choose-purchase.js'
import { deliverPurchase } from './deliver-purchase.js'
import type { OnrampOrders } from './onramp-orders.js'
import { renderOrderPage } from './onramp-page.js'

export interface OnrampProviderInput {
  chains: readonly ChainService[]
  orders: OnrampOrders
  /** The funded account purchases are paid from. */
  treasury: Address
}

const wantsJson = (req: IncomingMessage) =>
  (req.headers['content-type'] ?? '').includes('application/json') ||
  (req.headers.accept ?? '').includes('application/json')

/** The buyer's choices: a JSON object from scripts and tests, a form post from the page. */
async function readPurchaseInput(req: IncomingMessage): Promise<PurchaseInput> {
  const fields: Record<string, unknown> = (req.headers['content-type'] ?? '').includes('application/json')
    ? await readJsonObject(req)
    : Object.fromEntries(new URLSearchParams(await readText(req)))
  const text = (value: unknown) =>
    typeof value === 'string' ? value : typeof value === 'number' ? String(value) : undefined
  return { asset: text(fields.asset), network: text(fields.network), amount: text(fields.amount) }
}

/**
 * A local onramp provider: the page a generated onramp URL opens, and its confirmation,
 * which pays the buyer from the treasury on the chosen devnet chain.
 */
export function onrampProviderRoutes(input: OnrampProviderInput): Route[] {
  const { chains, orders } = input
  return [
    {
      name: 'onrampPage',
      method: 'GET',
      pattern: '/buy/:id',
      handler: ({ params }) => {
        const order = orders.get(params.id!)
        const defaults = defaultPurchase(chains, order)
        return html(
          renderOrderPage(chains, order, {
            assetSymbol: defaults.asset.symbol,
            networkName: defaults.networkName,
            amount: defaults.amount,
          }),
        )
      },
    },
    {
      name: 'onrampConfirm',
      method: 'POST',
      pattern: '/buy/:id/confirm',
      handler: async ({ params, req }) => {
        const id = params.id!
        const choice = choosePurchase(chains, orders.get(id), await readPurchaseInput(req))
        orders.claim(id)
        let transactionHash: `0x${string}`
        try {
          transactionHash = await deliverPurchase({
            ...choice,
            to: choice.destination,
            treasury: input.treasury,
          })
        } finally {
          orders.release(id)
        }
        const order = orders.complete(id, {
          asset: choice.asset.symbol,
          network: choice.service.chain.caipId,
          amount: choice.amount,
          destination: choice.destination,
          transactionHash,
          completedAt: new Date().toISOString(),
        })
        if (wantsJson(req)) return json({ order })
        // Redirect after the post, so reloading the receipt does not buy again.
        return { status: 303, headers: { Location: `../${encodeURIComponent(id)}` } }
      },
    },
    {
      name: 'onrampOrder',
      method: 'GET',
      pattern: '/orders/:id',
      handler: ({ params }) => json({ order: orders.get(params.id!) }),
    },
  ]
}
