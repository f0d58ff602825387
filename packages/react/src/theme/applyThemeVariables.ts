/** Writes app-given variables onto the host; a bare name such as `accent` becomes `--sigil-accent`. */
export function applyThemeVariables(host: HTMLElement, variables: Record<string, string | number>): void {
  for (const [name, value] of Object.entries(variables)) {
    const property = name.startsWith('--') ? name : `--sigil-${name}`
    const unitless = property.endsWith('z-index')
    host.style.setProperty(property, typeof value === 'number' && !unitless ? `${value}px` : String(value))
  }
}
