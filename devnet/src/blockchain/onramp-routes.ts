import { readJsonObject } from '../http/read-body.js'
import { json } from '../http/reply.js'
import type { Route } from '../http/route.js'
import type { OnrampOrders } from '../onramp/onramp-orders.js'
import { onrampQuote } from '../onramp/onramp-quote.js'
import { parseOnrampUrlRequest } from '../onramp/onramp-url-request.js'
import type { ChainService } from './chain-services.js'
import { requireProjectId } from './require-project-id.js'

export interface OnrampRoutesInput {
  chains: readonly ChainService[]
  orders: OnrampOrders
  /** Base URL of devnet's onramp provider (`urls.onramp`). */
  providerUrl: string
}

/** The onramp calls of the blockchain service (spec §7) other than the options. */
export function onrampRoutes(input: OnrampRoutesInput): Route[] {
  return [
    {
      name: 'onrampQuote',
      method: 'POST',
      pattern: '/v1/onramp/quote',
      handler: async ({ query, req }) => {
        const body = await readJsonObject(req)
        requireProjectId(query, body)
        return json(onrampQuote(input.chains, body))
      },
    },
    {
      name: 'onrampUrl',
      method: 'POST',
      pattern: '/v1/generators/onrampurl',
      handler: async ({ query, req }) => {
        const body = await readJsonObject(req)
        requireProjectId(query, body)
        const order = input.orders.create(parseOnrampUrlRequest(input.chains, body))
        return json({ url: `${input.providerUrl}/buy/${order.id}` })
      },
    },
  ]
}
