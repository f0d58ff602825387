import type { PreviewCall } from './callsPreview.js'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const HEX = /^0x[0-9a-fA-F]*$/

/** A quantity as wallets receive it (hex, a decimal string, a bigint or a safe number), as a decimal string. */
function quantity(value: unknown): string | undefined {
  if (value === undefined || value === null) return '0'
  if (typeof value === 'bigint') return value >= 0n ? value.toString() : undefined
  if (typeof value === 'number') return Number.isSafeInteger(value) && value >= 0 ? String(value) : undefined
  if (typeof value !== 'string') return undefined
  if (/^0x[0-9a-fA-F]{1,64}$/.test(value)) return BigInt(value).toString()
  if (/^\d{1,78}$/.test(value)) return value
  return undefined
}

function call(entry: unknown): PreviewCall | undefined {
  if (typeof entry !== 'object' || entry === null) return undefined
  const { to, value, data, input } = entry as Record<string, unknown>
  const payload = data ?? input
  if (typeof to !== 'string' || !ADDRESS.test(to)) return undefined
  if (
    payload !== undefined &&
    (typeof payload !== 'string' || !HEX.test(payload) || payload.length % 2 !== 0)
  )
    return undefined
  const amount = quantity(value)
  if (amount === undefined) return undefined
  return { to, value: amount, ...(typeof payload === 'string' && payload !== '0x' ? { data: payload } : {}) }
}

/**
 * The calls of a wallet request that moves funds, read from its params with every field
 * checked: `eth_sendTransaction` (one call) and `wallet_sendCalls` (a batch, EIP-5792).
 * Undefined for any other method, a contract creation, or params that do not read as calls.
 */
export function approvalCalls(request: {
  method: string
  params?: unknown
}): { from?: string; calls: PreviewCall[] } | undefined {
  const [first] = Array.isArray(request.params) ? request.params : []
  if (typeof first !== 'object' || first === null) return undefined
  const { from } = first as { from?: unknown }
  const sender = typeof from === 'string' && ADDRESS.test(from) ? { from } : {}
  if (request.method === 'eth_sendTransaction') {
    const single = call(first)
    return single ? { ...sender, calls: [single] } : undefined
  }
  if (request.method === 'wallet_sendCalls') {
    const { calls } = first as { calls?: unknown }
    if (!Array.isArray(calls) || calls.length === 0 || calls.length > 64) return undefined
    const read = calls.map(call)
    return read.every((entry) => entry !== undefined)
      ? { ...sender, calls: read as PreviewCall[] }
      : undefined
  }
  return undefined
}
