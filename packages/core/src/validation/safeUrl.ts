// URLs from third parties (registry listings, wallet announcements, service answers) end up in
// `<img src>` and links. Only these schemes may: never `javascript:`, `data:` other than an
// image, `file:`, `blob:` from elsewhere or a browser-internal scheme.
const IMAGE_DATA_URI = /^data:image\/(png|jpeg|gif|webp|avif|svg\+xml|x-icon|vnd\.microsoft\.icon)[;,]/i
const BLOCKED_LINK_SCHEMES = new Set([
  'javascript:',
  'data:',
  'vbscript:',
  'file:',
  'blob:',
  'about:',
  'chrome:',
  'chrome-extension:',
  'filesystem:',
  'view-source:',
])

function schemeOf(value: string): string | undefined {
  try {
    return new URL(value).protocol.toLowerCase()
  } catch {
    return undefined
  }
}

/**
 * Whether an image URL may be shown: http(s), a `blob:` object URL (the image cache's), or a
 * data URI of an image type.
 */
export function isSafeImageUrl(value: unknown): value is string {
  if (typeof value !== 'string' || value.length === 0) return false
  if (value.startsWith('data:')) return IMAGE_DATA_URI.test(value)
  const scheme = schemeOf(value)
  return scheme === 'https:' || scheme === 'http:' || scheme === 'blob:'
}

export type SafeLinkOptions = {
  /** Allow an app's own scheme (`wallet://`), as a wallet's mobile or desktop link uses. */
  appSchemes?: boolean
}

/** Whether a link may be opened: http(s), or with `appSchemes` any scheme but the dangerous ones. */
export function isSafeLinkUrl(value: unknown, options: SafeLinkOptions = {}): value is string {
  if (typeof value !== 'string' || value.length === 0) return false
  const scheme = schemeOf(value)
  if (scheme === undefined) return false
  if (scheme === 'https:' || scheme === 'http:') return true
  return (
    options.appSchemes === true && !BLOCKED_LINK_SCHEMES.has(scheme) && /^[a-z][a-z0-9+.-]*:$/.test(scheme)
  )
}
