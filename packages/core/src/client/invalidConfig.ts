import { INVALID_CONFIG } from '../errors/commonDefinitions.js'
import { createError } from '../errors/SigilError.js'

/**
 * Throws INVALID_CONFIG with `reason`, the words a person fixes their config by. Every check of the
 * config at creation ends here, so the page's first load carries one way of failing, not four.
 */
export function invalidConfig(reason: string): never {
  throw createError(INVALID_CONFIG, { reason })
}

/** Whether `value` is an object whose members can be read (arrays included, null not). */
export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null
