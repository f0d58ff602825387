import { createError } from '../errors/createError.js'
import { INVALID_INPUT } from '../errors/definitions.js'

export const THEME_MODES = ['light', 'dark'] as const
export type ThemeMode = (typeof THEME_MODES)[number]

export function isThemeMode(value: unknown): value is ThemeMode {
  return value === 'light' || value === 'dark'
}

/** Returns `value` as a theme mode, or throws INVALID_INPUT for anything but light or dark. */
export function assertThemeMode(value: unknown): ThemeMode {
  if (isThemeMode(value)) return value
  throw createError(INVALID_INPUT, {
    what: 'theme mode',
    reason: `expected light or dark, got ${String(value)}`,
  })
}
