/** The modal's list entry (a `ListItem` button) named `name`, in its shadow root; throws when there is none. */
export function listRow(shadow: ShadowRoot, name: string): HTMLElement {
  const found = [...shadow.querySelectorAll('button.sigil-list-item')].find(
    (button) => button.getAttribute('aria-label') === name,
  )
  if (!found) throw new Error(`no row named ${name}`)
  return found as HTMLElement
}
