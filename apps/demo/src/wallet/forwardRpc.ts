import { ProviderRpcError } from './rpcError.js'

let nextId = 0

/** Sends one JSON-RPC call to a devnet chain and returns its result or throws its error. */
export async function forwardRpc(rpcUrl: string, method: string, params: unknown): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: ++nextId, method, params: params ?? [] }),
  })
  if (!response.ok) throw new ProviderRpcError(-32603, `RPC answered HTTP ${response.status}`)
  const answer = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (answer.error) throw new ProviderRpcError(answer.error.code, answer.error.message)
  return answer.result
}
