import { MOBILE_MAX_WIDTH_PX } from '../constants/index.js'

/** A viewport check, read when the modal opens (never at import). */
export function defaultIsMobile(): boolean {
  const matchMedia = (globalThis as { matchMedia?: (query: string) => { matches: boolean } }).matchMedia
  return typeof matchMedia === 'function' && matchMedia(`(max-width: ${MOBILE_MAX_WIDTH_PX}px)`).matches
}
