import { MOBILE_MAX_WIDTH_PX } from '../constants/index.js'

type PhoneSignals = {
  userAgentData?: { mobile?: boolean }
  userAgent?: string
  maxTouchPoints?: number
}

/**
 * Whether the page runs on a phone (or tablet): a device whose wallets are apps, reached by
 * links, and which cannot scan a code on its own screen. Read when the modal opens, never at import.
 *
 * Only what the page can see, strongest first:
 * - `navigator.userAgentData.mobile`, the browser's own answer (Chromium, secure contexts);
 * - the user agent naming a phone or tablet OS (every phone browser still does);
 * - a "Macintosh" user agent with touch points: iPadOS asks for desktop pages, and no Mac has a
 *   touch screen;
 * - for a browser that hides all of that, the screen itself: a coarse primary pointer with no
 *   hover, on a viewport no wider than a phone's.
 * The width alone is never enough: a narrow desktop window has a mouse that hovers, and stays a
 * desktop (its person scans the code with a phone).
 */
export function defaultIsMobile(): boolean {
  const matchMedia = (globalThis as { matchMedia?: (query: string) => { matches: boolean } }).matchMedia
  return (
    mobilePlatform() ||
    (typeof matchMedia === 'function' &&
      matchMedia(`(pointer:coarse) and (hover:none) and (max-width:${MOBILE_MAX_WIDTH_PX}px)`).matches)
  )
}

/** A phone or tablet by its platform alone: the browser's mobile hint, its user agent, an iPad. */
function mobilePlatform(): boolean {
  const nav = (globalThis as { navigator?: PhoneSignals }).navigator
  if (!nav) return false
  const agent = nav.userAgent ?? ''
  return (
    nav.userAgentData?.mobile === true ||
    /Android|iPhone|iPad|iPod|Mobi/.test(agent) ||
    (/Macintosh/.test(agent) && (nav.maxTouchPoints ?? 0) > 1)
  )
}

/**
 * Whether the modal treats this device as a phone: the app's `isMobile` when it gives one, else
 * `defaultIsMobile`. Read by the code that opens and lays out the modal, none of it in the first
 * load, so neither is this check.
 */
export function onMobile(config: { isMobile?: () => boolean }): boolean {
  return (config.isMobile ?? defaultIsMobile)()
}

/**
 * Whether the device says it is a phone or tablet by its platform (the app's `isMobile` when it
 * gives one): the stronger evidence a wallet's in-app browser always gives, as its web view
 * carries the phone's user agent. Claiming that the page runs inside a wallet (and putting that
 * wallet before every other choice) asks for it; a touch screen's size alone is not enough.
 */
export function onMobilePlatform(config: { isMobile?: () => boolean }): boolean {
  return config.isMobile ? config.isMobile() : mobilePlatform()
}
