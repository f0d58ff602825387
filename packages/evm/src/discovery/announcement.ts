import { type Eip1193Provider, isEip1193Provider } from '../eip1193.js'

/** What a wallet announces about itself over EIP-6963. */
export type WalletInfo = { uuid: string; name: string; icon: string; rdns: string }
export type WalletAnnouncement = { info: WalletInfo; provider: Eip1193Provider }

export type AnnouncementCheck = { ok: true; announcement: WalletAnnouncement } | { ok: false; reason: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
// Reverse DNS: at least two dot-separated labels of letters, digits and hyphens.
const REVERSE_DNS = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i

/** The longest wallet name shown; a longer one is a page or wallet misbehaving, not a name. */
export const MAX_WALLET_NAME_LENGTH = 100
/** The largest icon accepted, in characters of its data URI (a 96 px image is a few kB). */
export const MAX_ICON_LENGTH = 512 * 1024
// Control characters and bidirectional overrides can make one name read as another.
// biome-ignore lint/suspicious/noControlCharactersInRegex: control characters are what it rejects
const DECEPTIVE_CHARACTERS = /[\u0000-\u001f\u007f-\u009f\u200e\u200f\u202a-\u202e\u2066-\u2069]/

/**
 * EIP-6963 requires the icon to be a data URI (RFC 2397); ours must also be an image. An
 * http(s) icon would make the page fetch from wherever the announcer likes, so it is refused.
 */
export function isIcon(value: string): boolean {
  return value.length <= MAX_ICON_LENGTH && /^data:image\/[a-z0-9.+-]+[;,]/i.test(value)
}

function nonEmptyString(value: unknown): value is string {
  return typeof value === 'string' && value.trim().length > 0
}

/** Checks an announcement's detail at the boundary: a page can dispatch anything. */
export function checkAnnouncement(detail: unknown): AnnouncementCheck {
  if (typeof detail !== 'object' || detail === null) return { ok: false, reason: 'detail is not an object' }
  const { info, provider } = detail as { info?: unknown; provider?: unknown }
  if (typeof info !== 'object' || info === null) return { ok: false, reason: 'info is missing' }
  const { uuid, name, icon, rdns } = info as Record<string, unknown>
  if (!nonEmptyString(uuid) || !UUID.test(uuid)) return { ok: false, reason: 'info.uuid is not a UUID' }
  if (!nonEmptyString(name)) return { ok: false, reason: 'info.name is empty' }
  if (name.length > MAX_WALLET_NAME_LENGTH)
    return { ok: false, reason: `info.name is longer than ${MAX_WALLET_NAME_LENGTH} characters` }
  if (DECEPTIVE_CHARACTERS.test(name))
    return { ok: false, reason: 'info.name holds control or direction characters' }
  if (!nonEmptyString(icon) || !isIcon(icon))
    return { ok: false, reason: 'info.icon is not a data URI of an image' }
  if (!nonEmptyString(rdns) || !REVERSE_DNS.test(rdns))
    return { ok: false, reason: 'info.rdns is not reverse DNS' }
  if (!isEip1193Provider(provider)) return { ok: false, reason: 'provider has no request function' }
  return { ok: true, announcement: { info: { uuid, name, icon, rdns }, provider } }
}
