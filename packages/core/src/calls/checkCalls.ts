import { createError } from '../errors/createError.js'
import { INVALID_INPUT } from '../errors/definitions.js'
import type { Call } from './types.js'

const ADDRESS = /^0x[0-9a-fA-F]{40}$/
const BYTES = /^0x(?:[0-9a-fA-F]{2})*$/
const DECIMAL = /^\d+$/

const invalid = (what: string, reason: string) => createError(INVALID_INPUT, { what, reason })

/**
 * The calls of a batch as the spec wants them (R-EVM-03, R-EVM-04): a non-empty list of objects
 * whose `to` is a `0x` address and whose optional `data` is `0x` hex (whole bytes); a `value`
 * is a whole number of wei. Anything else is refused before any wallet is asked.
 */
export function checkCalls(calls: unknown): readonly Call[] {
  if (!Array.isArray(calls) || calls.length === 0) throw invalid('calls', 'a batch needs at least one call')
  return calls.map((call: unknown, index) => {
    if (typeof call !== 'object' || call === null) throw invalid(`call ${index + 1}`, 'not an object')
    const { to, data, value } = call as Record<string, unknown>
    if (typeof to !== 'string' || !ADDRESS.test(to))
      throw invalid(`call ${index + 1} to`, 'an address starting with 0x is needed')
    if (data !== undefined && (typeof data !== 'string' || !BYTES.test(data)))
      throw invalid(`call ${index + 1} data`, 'hex starting with 0x is needed')
    if (value !== undefined && (typeof value !== 'string' || !DECIMAL.test(value)))
      throw invalid(`call ${index + 1} value`, 'a whole number of wei as a decimal string is needed')
    return { to, ...(data === undefined ? {} : { data }), ...(value === undefined ? {} : { value }) }
  })
}
