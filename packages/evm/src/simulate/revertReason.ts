import { BaseError, decodeErrorResult, type Hex, isHex } from 'viem'
import { KNOWN_REVERTS } from './knownReverts.js'

const hexData = (value: unknown): Hex | undefined =>
  typeof value === 'string' && isHex(value) && value.length >= 10 ? value : undefined

/** The revert data an error carries (a custom error's selector and arguments), if any. */
function revertData(error: unknown): Hex | undefined {
  let found: Hex | undefined
  const look = (cause: unknown) => {
    if (found || typeof cause !== 'object' || cause === null) return false
    const { raw, data } = cause as { raw?: unknown; data?: unknown }
    found =
      hexData(raw) ?? hexData(data) ?? hexData((data as { data?: unknown } | undefined)?.data) ?? undefined
    return found !== undefined
  }
  if (error instanceof BaseError) error.walk(look)
  else look(error)
  return found
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
  if (error instanceof BaseError) {
    const reverted = error.walk((cause) => typeof (cause as { reason?: unknown }).reason === 'string') as
      | { reason?: string }
      | undefined
    return reverted?.reason ?? error.details ?? error.shortMessage
  }
  return error instanceof Error ? error.message : undefined
}
