import { shallowEqual, useSigilSelector } from './useSigilSelector.js'

/** Whether the modal is `open`, whether it is `loading`, and the `view` it shows. */
export function useModalState() {
  return useSigilSelector(
    (state) => ({ open: state.modal.open, loading: state.modal.loading, view: state.router.view }),
    shallowEqual,
  )
}
