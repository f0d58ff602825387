import { json } from '../http/reply.js'
import type { Route } from '../http/route.js'
import type { OnrampOrders } from '../onramp/onramp-orders.js'
import { onrampQuote } from '../onramp/onramp-quote.js'
import { parseOnrampUrlRequest } from '../onramp/onramp-url-request.js'
import type { ChainService } from './chain-services.js'
import { projectJsonRoute } from './require-project-id.js'

export interface OnrampRoutesInput {
  chains: readonly ChainService[]
  orders: OnrampOrders
  /** Base URL of devnet's onramp provider (`urls.onramp`). */
  providerUrl: string
}

/** The onramp calls of the blockchain service (spec §7) other than the options. */
export function onrampRoutes(input: OnrampRoutesInput): Route[] {
  return [
    projectJsonRoute('onrampQuote', '/v1/onramp/quote', (body) => json(onrampQuote(input.chains, body))),
    projectJsonRoute('onrampUrl', '/v1/generators/onrampurl', (body) => {
      const order = input.orders.create(parseOnrampUrlRequest(input.chains, body))
      return json({ url: `${input.providerUrl}/buy/${order.id}` })
    }),
  ]
}
