import type { ErrorCode } from './catalogue.js'
import type { ErrorDefinition } from './definitions.js'
import { SigilError, type SigilErrorOptions } from './SigilError.js'

export type ErrorParams = Record<string, string | number | bigint>

/** Fills `{name}` placeholders of a catalogue message. */
export function formatMessage(template: string, params: ErrorParams = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  )
}

/** A SigilError for a catalogue entry: `throw createError(CONNECTION_REJECTED, { cause })`. */
export function createError(
  definition: ErrorDefinition<ErrorCode>,
  params?: ErrorParams,
  options?: SigilErrorOptions,
): SigilError {
  return new SigilError(definition.code, formatMessage(definition.message, params), options)
}
