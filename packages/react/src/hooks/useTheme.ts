import type { ThemeMode } from '@sigil/core'
import { useMemo } from 'react'
import { useSigilClient } from '../context/SigilContext.js'
import { useSigilSelector } from './useSigilSelector.js'

/** The modal's `themeMode` and `themeVariables`, and the setters that change them for the modal and the buttons. */
export function useTheme() {
  const client = useSigilClient()
  const theme = useSigilSelector((state) => state.theme)
  const actions = useMemo(
    () => ({
      setThemeMode: (mode: ThemeMode) => client.setThemeMode(mode),
      setThemeVariables: (variables: Record<string, string | number>) => client.setThemeVariables(variables),
    }),
    [client],
  )
  return { themeMode: theme.mode, themeVariables: theme.variables, ...actions }
}
