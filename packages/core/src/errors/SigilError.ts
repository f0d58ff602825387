import type { ErrorCode } from './catalogue.js'
import type { ErrorDefinition } from './definitions.js'

export type SigilErrorOptions = {
  /** What went wrong in detail, for developers (never shown as the headline). */
  details?: string
  cause?: unknown
}

/**
 * The one error family of Sigil. `code` is stable and is what code should branch on;
 * `shortMessage` is the spec's text; `message` adds details when there are any.
 */
export class SigilError extends Error {
  override name = 'SigilError'
  readonly code: ErrorCode
  readonly shortMessage: string
  readonly details: string | undefined

  constructor(code: ErrorCode, shortMessage: string, options: SigilErrorOptions = {}) {
    super(options.details ? `${shortMessage}\n\nDetails: ${options.details}` : shortMessage, {
      cause: options.cause,
    })
    this.code = code
    this.shortMessage = shortMessage
    this.details = options.details
  }

  /** The deepest cause, or the first one `predicate` accepts. */
  walk(predicate?: (error: unknown) => boolean): unknown {
    let current: unknown = this
    while (current instanceof Error) {
      if (predicate?.(current)) return current
      if (current.cause === undefined) return predicate ? undefined : current
      current = current.cause
    }
    return predicate ? undefined : current
  }
}

export function isSigilError(error: unknown, code?: ErrorCode): error is SigilError {
  return error instanceof SigilError && (code === undefined || error.code === code)
}

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
