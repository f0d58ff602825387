import { createError, INVALID_RESPONSE, RPC_TIMEOUT_MS, WALLET_RPC_ERROR } from '@sigil/core/internal'

export type SolanaRpc = <T>(method: string, params?: readonly unknown[]) => Promise<T>

type Reply = { result?: unknown; error?: { code?: unknown; message?: unknown } }

/**
 * A JSON-RPC 2.0 client over a Solana network's endpoints (spec §7): POSTs to the first URL and
 * moves to the next when one cannot be reached or answers a non-OK status. An error the node
 * returns (a refused transaction) is an answer, not an outage: it is thrown as it is.
 */
export function createSolanaRpc(urls: readonly string[], fetchFn: typeof fetch = fetch): SolanaRpc {
  let id = 0
  return async <T>(method: string, params: readonly unknown[] = []): Promise<T> => {
    let lastFailure: unknown
    for (const url of urls) {
      let reply: Reply
      try {
        const response = await fetchFn(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ jsonrpc: '2.0', id: ++id, method, params }),
          signal: AbortSignal.timeout(RPC_TIMEOUT_MS),
        })
        if (!response.ok) throw new Error(`${url} answered ${response.status}`)
        reply = (await response.json()) as Reply
      } catch (error) {
        lastFailure = error
        continue
      }
      if (typeof reply !== 'object' || reply === null)
        throw createError(INVALID_RESPONSE, { reason: `${method} answered something other than JSON-RPC` })
      if (reply.error) {
        const message = typeof reply.error.message === 'string' ? reply.error.message : `${method} failed`
        throw createError(WALLET_RPC_ERROR, { message })
      }
      return reply.result as T
    }
    throw createError(
      WALLET_RPC_ERROR,
      { message: `No Solana RPC endpoint answered ${method}` },
      { cause: lastFailure },
    )
  }
}
