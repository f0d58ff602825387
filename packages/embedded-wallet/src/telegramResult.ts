import type { Logger } from '@sigil/core'

export const RESULT_URI_PARAM = 'result_uri'

/**
 * A social login that left the page (inside Telegram a popup cannot come back) returns with
 * its result in the `result_uri` query parameter. It is read once and removed from the address
 * bar at once, so a reload or a shared link never replays it (R-EMBED-12). Only a result on the
 * secure site's origin is kept; anything else is logged and dropped.
 */
export function takeSocialResult(target: Window, siteOrigin: string, logger: Logger): string | undefined {
  let url: URL
  try {
    url = new URL(target.location.href)
  } catch {
    return undefined
  }
  const value = url.searchParams.get(RESULT_URI_PARAM)
  if (value === null) return undefined
  url.searchParams.delete(RESULT_URI_PARAM)
  target.history.replaceState(target.history.state, '', `${url.pathname}${url.search}${url.hash}`)
  let result: URL
  try {
    result = new URL(value)
  } catch {
    logger.warn('Ignored a social-login result that is not an address')
    return undefined
  }
  if (result.origin !== siteOrigin) {
    logger.warn(`Ignored a social-login result from ${result.origin}`)
    return undefined
  }
  return result.href
}
