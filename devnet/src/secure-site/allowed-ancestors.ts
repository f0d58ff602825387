/**
 * The embedded wallet's default allowed ancestors (spec §9, R-SEC-10): pages that may frame the
 * secure site. `localhost` and the `{ip}` entry (the loopback address devnet listens on, plus any
 * address given) over http and https on any port, the three preview hosts, and two secure-mobile
 * hosts (our choice: `secure-mobile.sigil.invalid` and `secure-mobile-staging.sigil.invalid`, names
 * that never resolve outside a test). Configurable through `startSecureSite({ allowedAncestors })`.
 */
export function defaultAllowedAncestors(ips: readonly string[] = ['127.0.0.1']): string[] {
  const hosts = ['localhost', ...ips]
  return [
    ...hosts.flatMap((host) => [
      `http://${host}:*`,
      `https://${host}:*`,
      `http://${host}`,
      `https://${host}`,
    ]),
    'https://*.pages.dev',
    'https://*.vercel.app',
    'https://*.ngrok-free.app',
    'https://secure-mobile.sigil.invalid',
    'https://secure-mobile-staging.sigil.invalid',
  ]
}

/** The `frame-ancestors` directive the browser enforces for the frame page. */
export function frameAncestorsHeader(ancestors: readonly string[]): string {
  return `frame-ancestors ${ancestors.join(' ')}`
}

/**
 * Whether an origin matches one of the ancestor sources, with CSP's rules for the two
 * wildcards used here: `*.` before a host matches subdomains, `:*` matches any port.
 */
export function isAllowedAncestor(origin: string, ancestors: readonly string[]): boolean {
  let url: URL
  try {
    url = new URL(origin)
  } catch {
    return false
  }
  if (url.origin !== origin) return false
  return ancestors.some((source) => matchesSource(url, source))
}

function matchesSource(url: URL, source: string): boolean {
  const match = /^(https?):\/\/(\*\.)?([^:/]+)(?::(\*|\d+))?$/.exec(source)
  if (!match) return false
  const [, scheme, wildcard, host, port] = match
  if (url.protocol !== `${scheme}:`) return false
  const hostname = url.hostname.replace(/^\[|\]$/g, '')
  if (wildcard ? !hostname.endsWith(`.${host}`) : hostname !== host) return false
  if (port === '*') return true
  if (port === undefined) return url.port === ''
  return url.port === port
}
