import { useEffect, useRef } from 'react'
import { useSigilClient } from '../context/SigilContext.js'
import { useSigilSelector } from '../hooks/useSigilSelector.js'
import { applyThemeVariables } from '../theme/applyThemeVariables.js'
import { dispatchThemeChange } from '../theme/themeSync.js'

/**
 * Mirrors the theme slice onto the host element. Without a configured mode the host has no
 * `data-theme`, so the colours follow the system until the app picks a mode.
 */
export function useHostTheme(host: HTMLElement): void {
  const client = useSigilClient()
  const theme = useSigilSelector((state) => state.theme)
  const initialMode = useRef(theme.mode)
  useEffect(() => {
    const explicit = client.config.themeMode !== undefined || theme.mode !== initialMode.current
    if (explicit) host.setAttribute('data-theme', theme.mode)
    else host.removeAttribute('data-theme')
    applyThemeVariables(host, { ...client.config.themeVariables, ...theme.variables })
    dispatchThemeChange(host, { themeMode: theme.mode, themeVariables: theme.variables })
  }, [host, client, theme])
}
