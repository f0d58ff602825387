import type { ThemeMode } from '@sigil/core'

/** The event `<sigil-modal>` dispatches (composed, bubbling) each time its theme changes. */
export const THEME_CHANGE_EVENT = 'sigil-theme-change'

/** The detail of a theme change event: the new mode and variables. */
export type ThemeChangeDetail = {
  themeMode: ThemeMode
  themeVariables: Record<string, string | number>
}

/** Tells listeners (an embedded wallet frame, the app) that the modal's theme changed. */
export function dispatchThemeChange(target: EventTarget, detail: ThemeChangeDetail): void {
  target.dispatchEvent(
    new CustomEvent<ThemeChangeDetail>(THEME_CHANGE_EVENT, { detail, bubbles: true, composed: true }),
  )
}

/** Calls `listener` with each theme change dispatched at or below `target`; returns the function that stops. */
export function onThemeChange(
  target: EventTarget,
  listener: (detail: ThemeChangeDetail) => void,
): () => void {
  const handler = (event: Event) => listener((event as CustomEvent<ThemeChangeDetail>).detail)
  target.addEventListener(THEME_CHANGE_EVENT, handler)
  return () => target.removeEventListener(THEME_CHANGE_EVENT, handler)
}
