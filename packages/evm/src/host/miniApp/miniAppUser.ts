/** The person a mini app's host says is using the app (its Farcaster account). */
export type MiniAppUser = { fid: number; username?: string; displayName?: string; pfpUrl?: string }

// A Farcaster name (fname) or an ENS name a Farcaster account may use as its username.
const USERNAME = /^[a-z0-9][a-z0-9-]{0,15}(\.[a-z0-9-]{1,63})*$/i
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it removes
const CONTROL = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/g

/**
 * Reads `context.user` from the host field by field: a positive fid; a username of a Farcaster
 * name's characters; a display name without control or direction characters, at most 64; a
 * profile picture over http(s). Anything else is dropped, the fid alone is enough.
 */
export function parseMiniAppUser(value: unknown): MiniAppUser | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { fid, username, displayName, pfpUrl } = value as Record<string, unknown>
  if (typeof fid !== 'number' || !Number.isSafeInteger(fid) || fid <= 0) return undefined
  const name = typeof displayName === 'string' ? displayName.replace(CONTROL, '').trim().slice(0, 64) : ''
  return {
    fid,
    ...(typeof username === 'string' && USERNAME.test(username) ? { username } : {}),
    ...(name ? { displayName: name } : {}),
    ...(typeof pfpUrl === 'string' && isWebUrl(pfpUrl) ? { pfpUrl } : {}),
  }
}

function isWebUrl(text: string): boolean {
  try {
    const { protocol } = new URL(text)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
}

/** What the account shows for the user: the username as Farcaster writes it, else the display name. */
export function miniAppProfile(user: MiniAppUser): { name: string; image?: string } | undefined {
  const name = user.username ? `@${user.username}` : user.displayName
  if (!name) return undefined
  return { name, ...(user.pfpUrl ? { image: user.pfpUrl } : {}) }
}
