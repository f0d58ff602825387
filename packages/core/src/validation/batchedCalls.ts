import { createError } from '../errors/createError.js'
import { INVALID_INPUT } from '../errors/definitions.js'

/** One call of a batch (wallet_sendCalls): a target and optional calldata. */
export type BatchedCall = { to: `0x${string}`; data?: `0x${string}`; value?: bigint }

function fail(index: number, reason: string): never {
  throw createError(INVALID_INPUT, { what: 'batched call', reason: `call ${index} ${reason}` })
}

/** Checks every call: `to` must start with `0x`, and `data`, when given, too. */
export function assertBatchedCalls(calls: readonly BatchedCall[]): void {
  if (!Array.isArray(calls))
    throw createError(INVALID_INPUT, { what: 'batched call', reason: 'expected a list' })
  calls.forEach((call, index) => {
    if (typeof call?.to !== 'string' || !call.to.startsWith('0x'))
      fail(index, 'needs a `to` starting with 0x')
    if (call.data !== undefined && (typeof call.data !== 'string' || !call.data.startsWith('0x')))
      fail(index, 'has `data` that does not start with 0x')
  })
}
