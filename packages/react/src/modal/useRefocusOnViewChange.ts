import { type RefObject, useEffect } from 'react'

/**
 * A control that changed the view (Back to account, Update email) is gone with its view, and
 * focus would fall to the page, out of reach of Escape and Tab. When a new view arrives and
 * nothing inside the dialog holds focus, the dialog takes it; a view that focuses its own field
 * has already done so (its effects run first).
 */
export function useRefocusOnViewChange(
  dialogRef: RefObject<HTMLElement | null>,
  view: string,
  active: boolean,
): void {
  // biome-ignore lint/correctness/useExhaustiveDependencies: each new `view` is the moment to check.
  useEffect(() => {
    const dialog = dialogRef.current
    if (!active || !dialog) return
    const root = dialog.getRootNode() as Document | ShadowRoot
    const focused = root.activeElement
    if (!focused || !dialog.contains(focused)) dialog.focus()
  }, [dialogRef, view, active])
}
