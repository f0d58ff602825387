import type { CSSProperties } from 'react'
import { useSigilClient } from '../context/SigilContext.js'
import { useSigilSelector } from '../hooks/useSigilSelector.js'

/**
 * The modal's theme on a button: `data-theme` once the app picked a mode (else the system's
 * colour scheme applies, as in the modal), and the app's theme variables as custom properties.
 */
export function useButtonTheme(): { 'data-theme'?: string; style?: CSSProperties } {
  const client = useSigilClient()
  const theme = useSigilSelector((state) => state.theme)
  const explicit = client.config.themeMode !== undefined || theme.mode !== 'light'
  const variables = { ...client.config.themeVariables, ...theme.variables }
  const style: Record<string, string> = {}
  for (const [name, value] of Object.entries(variables)) {
    const property = name.startsWith('--') ? name : `--sigil-${name}`
    style[property] =
      typeof value === 'number' && !property.endsWith('z-index') ? `${value}px` : String(value)
  }
  return {
    ...(explicit ? { 'data-theme': theme.mode } : {}),
    ...(Object.keys(style).length > 0 ? { style: style as CSSProperties } : {}),
  }
}
