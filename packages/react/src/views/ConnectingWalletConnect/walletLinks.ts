/** Schemes a page must never open, whatever a registry listing says. */
const FORBIDDEN_SCHEMES = new Set([
  'javascript:',
  'data:',
  'vbscript:',
  'file:',
  'blob:',
  'about:',
  'filesystem:',
  'intent:',
  'chrome:',
  'ws:',
  'wss:',
  'ftp:',
  'mailto:',
  'tel:',
  'sms:',
  'wc:',
])

export type WalletLinks = { mobile?: string; desktop?: string; webapp?: string }

/**
 * The link that hands a pairing URI to a wallet: `scheme://wc?uri=…` for the wallet's own
 * custom scheme, `https://…/wc?uri=…` for a universal link or web app. A malformed link, or
 * one whose scheme is not http(s) or a plain custom scheme of the wallet's own, gives undefined:
 * registry data is untrusted and is never opened as it stands.
 */
export function walletLink(
  link: string | undefined,
  uri: string,
  kind: 'mobile' | 'desktop' | 'webapp',
): string | undefined {
  if (link === undefined || link.trim() === '' || link.length > 2048) return undefined
  let parsed: URL
  try {
    parsed = new URL(link)
  } catch {
    return undefined
  }
  const scheme = parsed.protocol.toLowerCase()
  const web = scheme === 'http:' || scheme === 'https:'
  if (!web) {
    if (kind === 'webapp') return undefined
    if (FORBIDDEN_SCHEMES.has(scheme) || !/^[a-z][a-z0-9+.-]*:$/.test(scheme)) return undefined
  }
  if (parsed.username !== '' || parsed.password !== '') return undefined
  const encoded = encodeURIComponent(uri)
  if (!web) return `${scheme}//wc?uri=${encoded}`
  const base = link.endsWith('/') ? link : `${link}/`
  return `${base}wc?uri=${encoded}`
}

/** Reads wallet links from route data (which may come from anywhere), keeping strings only. */
export function linksFrom(value: unknown): WalletLinks {
  if (typeof value !== 'object' || value === null) return {}
  const record = value as Record<string, unknown>
  const links: WalletLinks = {}
  for (const key of ['mobile', 'desktop', 'webapp'] as const) {
    const entry = record[key]
    if (typeof entry === 'string') links[key] = entry
  }
  return links
}
