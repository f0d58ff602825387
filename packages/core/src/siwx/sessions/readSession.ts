import { checkSiwxSession } from '../checkSiwxSession.js'
import type { SiwxSession } from '../types.js'

/**
 * A session read back from storage or a service, or undefined when it is not one: its data
 * is re-read from the signed text, and a session past its expiry or before its start is dropped.
 */
export function readSession(value: unknown, now: number): SiwxSession | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { message, signature } = value as { message?: unknown; signature?: unknown }
  if (typeof message !== 'string' || typeof signature !== 'string' || signature === '') return undefined
  try {
    const parsed = checkSiwxSession({ data: { ...(value as SiwxSession).data }, message, signature }, { now })
    return { data: parsed, message, signature }
  } catch {
    return undefined
  }
}
