import type { Route } from '../http/route.js'
import type { RpcEndpointName, RpcEndpoints } from './rpc-endpoints.js'

/** POST /rpc/{chainId} (primary) and /rpc/{chainId}/fallback, each with its own switch. */
export function rpcRoutes(endpoints: RpcEndpoints): Route[] {
  const endpointRoute = (endpoint: RpcEndpointName, pattern: string): Route => ({
    name: endpoint === 'primary' ? 'rpcPrimary' : 'rpcFallback',
    method: 'POST',
    pattern,
    handler: async ({ params, req }) => {
      const chainId = Number(params.chainId)
      if (!endpoints.has(chainId))
        return { status: 404, body: { error: 'not_found', message: `no chain ${params.chainId}` } }
      const mode = endpoints.mode(chainId, endpoint)
      if (mode === 'hang') return { status: 200, hang: true }
      if (mode === 'down') {
        return {
          status: 503,
          body: {
            jsonrpc: '2.0',
            id: null,
            error: { code: -32603, message: `rpc ${chainId}/${endpoint} is down` },
          },
        }
      }
      const forwarded = await endpoints.forward(chainId, req)
      return { status: forwarded.status, raw: forwarded.text, contentType: 'application/json' }
    },
  })
  return [endpointRoute('primary', '/:chainId'), endpointRoute('fallback', '/:chainId/fallback')]
}
