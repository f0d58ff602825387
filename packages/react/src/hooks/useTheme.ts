import type { ThemeMode } from '@sigil/core'
import { useMemo } from 'react'
import { useSigilClient } from '../context/SigilContext.js'
import { useSigilSelector } from './useSigilSelector.js'

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
