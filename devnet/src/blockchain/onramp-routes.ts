import { json } from '../http/reply.js'
import type { Route } from '../http/route.js'
import type { OnrampOrders } from '../onramp/onramp-orders.js'
import { parseOnrampUrlRequest } from '../onramp/onramp-url-request.js'
import type { ChainService } from './chain-services.js'
import { projectJsonRoute } from './require-project-id.js'

export interface OnrampRoutesInput {
  chains: readonly ChainService[]
  orders: OnrampOrders
  /** Base URL of devnet's onramp provider (`urls.onramp`). */
  providerUrl: string
}

/**
 * The onramp call the hosted blockchain service serves: the provider URL generator. It has no
 * `/v1/onramp/options` nor `/v1/onramp/quote` route, so neither has devnet; clients fall back
 * to their samples on the 404, as against the hosted service.
 */
export function onrampRoutes(input: OnrampRoutesInput): Route[] {
  return [
    projectJsonRoute('onrampUrl', '/v1/generators/onrampurl', (body) => {
      const order = input.orders.create(parseOnrampUrlRequest(input.chains, body))
      return json({ url: `${input.providerUrl}/buy/${order.id}` })
    }),
  ]
}
