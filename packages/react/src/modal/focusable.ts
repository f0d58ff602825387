const FOCUSABLE =
  'button:not([disabled]),[href],input:not([disabled]),select:not([disabled]),textarea:not([disabled]),[tabindex]:not([tabindex="-1"])'

export function focusableIn(container: HTMLElement): HTMLElement[] {
  return [...container.querySelectorAll<HTMLElement>(FOCUSABLE)]
}

/** The focused element, looking through shadow roots. */
export function deepActiveElement(root: Document | ShadowRoot = document): Element | null {
  const active = root.activeElement
  return active?.shadowRoot ? (deepActiveElement(active.shadowRoot) ?? active) : active
}
