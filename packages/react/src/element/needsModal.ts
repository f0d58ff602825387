import type { SigilState } from '@sigil/core'

/** The modal UI is loaded the first time there is something to show: the dialog or a toast. */
export function needsModal(state: SigilState): boolean {
  return state.modal.open || state.toasts.length > 0 || state.notification !== undefined
}
