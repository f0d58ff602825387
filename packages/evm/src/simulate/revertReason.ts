import { decodeErrorResult, type Hex, isHex } from 'viem'
import { causes } from './causes.js'
import { KNOWN_REVERTS } from './knownReverts.js'

const hexData = (value: unknown): Hex | undefined =>
  typeof value === 'string' && isHex(value) && value.length >= 10 ? value : undefined

/** The revert data an error carries (a custom error's selector and arguments), if any. */
function revertData(error: unknown): Hex | undefined {
  for (const cause of causes(error)) {
    const { raw, data } = cause as { raw?: unknown; data?: unknown }
    const found = hexData(raw) ?? hexData(data) ?? hexData((data as { data?: unknown } | undefined)?.data)
    if (found) return found
  }
  return undefined
}

/**
 * What a failed call reverted with, in the chain's own terms: a known custom error's name, an
 * `Error(string)` message, or the error's short message. For the failure code and the log.
 */
export function revertReason(error: unknown): string | undefined {
  const data = revertData(error)
  if (data) {
    try {
      const decoded = decodeErrorResult({ abi: KNOWN_REVERTS, data })
      return decoded.errorName
    } catch {
      // Not a known custom error: Error(string) and the rest are read below.
    }
    try {
      const decoded = decodeErrorResult({ data })
      const [message] = (decoded.args ?? []) as unknown[]
      if (typeof message === 'string') return message
    } catch {
      // Undecodable data: the message below still says something.
    }
  }
  const chain = causes(error) as {
    reason?: unknown
    details?: unknown
    shortMessage?: unknown
    message?: unknown
  }[]
  const reason = chain.find((cause) => typeof cause.reason === 'string')?.reason
  if (typeof reason === 'string') return reason
  const [outer] = chain
  for (const text of [outer?.details, outer?.shortMessage, outer?.message])
    if (typeof text === 'string') return text
  return undefined
}
