import { shallowEqual, useSigilSelector } from './useSigilSelector.js'

export function useModalState() {
  return useSigilSelector(
    (state) => ({ open: state.modal.open, loading: state.modal.loading, view: state.router.view }),
    shallowEqual,
  )
}
