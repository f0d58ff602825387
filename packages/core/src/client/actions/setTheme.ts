import type { ClientContext } from '../context.js'
import type { ThemeMode } from '../types.js'

export function setThemeMode(ctx: ClientContext, mode: ThemeMode): void {
  ctx.store.setState((state) => ({ theme: { ...state.theme, mode } }))
}

/** Merges variables into the theme; the element turns them into CSS custom properties. */
export function setThemeVariables(ctx: ClientContext, variables: Record<string, string | number>): void {
  ctx.store.setState((state) => ({
    theme: { ...state.theme, variables: { ...state.theme.variables, ...variables } },
  }))
}
