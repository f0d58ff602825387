/** Where the demo keeps sign-in sessions, or 'off' for no sign-in at all. */
export type SignInMode = 'off' | 'browser' | 'service'

const MODES: readonly SignInMode[] = ['off', 'browser', 'service']
const REQUIRED_KEY = 'sigil-demo:signin-required'

/** The sign-in mode, from the page's `?signin=` (default off: a page without sign-in loads none of it). */
export function signInMode(): SignInMode {
  const value = new URLSearchParams(window.location.search).get('signin')
  return MODES.find((mode) => mode === value) ?? 'off'
}

/** Switches the mode: the client is made with it, so the page reloads on the new address. */
export function setSignInMode(mode: SignInMode): void {
  const url = new URL(window.location.href)
  if (mode === 'off') url.searchParams.delete('signin')
  else url.searchParams.set('signin', mode)
  window.location.assign(url.href)
}

/** Whether a connected wallet must sign in; remembered across reloads. */
export const isSignInRequired = (): boolean => localStorage.getItem(REQUIRED_KEY) === 'on'

export function setSignInRequired(required: boolean): void {
  if (required) localStorage.setItem(REQUIRED_KEY, 'on')
  else localStorage.removeItem(REQUIRED_KEY)
}
