import { badRequest } from '../http/http-error.js'
import { readJsonObject } from '../http/read-body.js'
import { json } from '../http/reply.js'
import type { Route } from '../http/route.js'
import type { RelayServer } from './relay-server.js'

/**
 * `GET /admin/relay` shows sockets, subscriptions and stored messages.
 * `POST /admin/relay` with `{ mode: 'drop' }` closes every socket (clients reconnect),
 * `{ mode: 'down' }` closes them and refuses new ones, `{ mode: 'up' }` accepts again.
 */
export function relayAdminRoutes(relay: RelayServer): Route[] {
  return [
    { name: 'relay', method: 'GET', pattern: '/', handler: () => json(relay.stats()) },
    {
      name: 'setRelay',
      method: 'POST',
      pattern: '/',
      handler: async ({ req }) => {
        const { mode } = await readJsonObject(req)
        if (mode === 'drop') relay.drop()
        else if (mode === 'down') relay.drop({ refuse: true })
        else if (mode === 'up') relay.restore()
        else throw badRequest("mode must be 'drop', 'down' or 'up'")
        return json(relay.stats())
      },
    },
  ]
}
