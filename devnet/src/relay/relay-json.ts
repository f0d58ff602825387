/**
 * The relay's wire format. The SDKs send JSON-RPC ids larger than 2^53, which JSON.parse would
 * round; a reply with a rounded id never matches its request. Ids are carried as exact strings.
 */
export type RpcId = number | string

export interface RelayRequest {
  id: RpcId
  method: string
  params: Record<string, unknown>
}

export interface RelayResponse {
  id: RpcId
  result?: unknown
  error?: { code: number; message: string }
}

const BIG_ID_MARK = '#big'

export function parseRelayFrame(text: string): RelayRequest | RelayResponse | null {
  let value: unknown
  try {
    value = JSON.parse(text.replace(/"id"\s*:\s*(\d{16,})/g, `"id":"$1${BIG_ID_MARK}"`))
  } catch {
    return null
  }
  if (typeof value !== 'object' || value === null) return null
  const frame = value as Record<string, unknown>
  const id = frame.id
  if (typeof id !== 'number' && typeof id !== 'string') return null
  if (typeof frame.method === 'string') {
    const params = frame.params
    if (params !== undefined && (typeof params !== 'object' || params === null || Array.isArray(params))) {
      return null
    }
    return { id, method: frame.method, params: (params ?? {}) as Record<string, unknown> }
  }
  if ('result' in frame || 'error' in frame) {
    return { id, result: frame.result, error: frame.error as RelayResponse['error'] }
  }
  return null
}

export function isRequest(frame: RelayRequest | RelayResponse): frame is RelayRequest {
  return 'method' in frame
}

export function serializeRelayFrame(frame: Record<string, unknown>): string {
  return JSON.stringify({ jsonrpc: '2.0', ...frame }).replace(
    new RegExp(`"id":"(\\d+)${BIG_ID_MARK}"`, 'g'),
    '"id":$1',
  )
}
