import { readText } from '../http/read-body.js'
import type { Route } from '../http/route.js'
import type { SolanaLedger } from './solana-ledger.js'
import { createSolanaRpc } from './solana-rpc.js'

/** POST /solana: the Solana JSON-RPC endpoint (single or batched requests). */
export function solanaRoutes(ledger: SolanaLedger): Route[] {
  const rpc = createSolanaRpc(ledger)
  return [
    {
      name: 'solanaRpc',
      method: 'POST',
      pattern: '/',
      handler: async ({ req }) => {
        let body: unknown
        try {
          body = JSON.parse(await readText(req))
        } catch {
          return {
            status: 200,
            body: { jsonrpc: '2.0', id: null, error: { code: -32700, message: 'Parse error' } },
          }
        }
        return { status: 200, body: rpc(body) }
      },
    },
  ]
}
