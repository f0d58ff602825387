import { randomUUID } from 'node:crypto'

/**
 * Who a socket belongs to. The SDKs sign an `auth` JWT whose issuer is the client's persistent
 * did:key, so a reloaded page is the same client as before and gets what its old socket missed.
 * Without a readable token the socket is its own client.
 */
export function relayClientId(requestUrl: string | undefined): string {
  const url = new URL(requestUrl ?? '/', 'http://relay.local')
  const token = url.searchParams.get('auth')
  const payload = token?.split('.')[1]
  if (payload !== undefined) {
    try {
      const claims = JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as { iss?: unknown }
      if (typeof claims.iss === 'string' && claims.iss.startsWith('did:key:') && claims.iss.length < 200) {
        return claims.iss
      }
    } catch {
      // not a JWT: fall through
    }
  }
  return `socket:${randomUUID()}`
}
