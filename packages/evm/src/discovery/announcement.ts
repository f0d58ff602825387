import { type Eip1193Provider, isEip1193Provider } from '../eip1193.js'

/** What a wallet announces about itself over EIP-6963. */
export type WalletInfo = { uuid: string; name: string; icon: string; rdns: string }
export type WalletAnnouncement = { info: WalletInfo; provider: Eip1193Provider }

export type AnnouncementCheck = { ok: true; announcement: WalletAnnouncement } | { ok: false; reason: string }

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
// Reverse DNS: at least two dot-separated labels of letters, digits and hyphens.
const REVERSE_DNS = /^[a-z0-9](?:[a-z0-9-]*[a-z0-9])?(?:\.[a-z0-9](?:[a-z0-9-]*[a-z0-9])?)+$/i

export function isIcon(value: string): boolean {
  if (value.startsWith('data:image/')) return true
  try {
    const { protocol } = new URL(value)
    return protocol === 'https:' || protocol === 'http:'
  } catch {
    return false
  }
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
  if (!nonEmptyString(icon) || !isIcon(icon))
    return { ok: false, reason: 'info.icon is not a data: or http(s) URL' }
  if (!nonEmptyString(rdns) || !REVERSE_DNS.test(rdns))
    return { ok: false, reason: 'info.rdns is not reverse DNS' }
  if (!isEip1193Provider(provider)) return { ok: false, reason: 'provider has no request function' }
  return { ok: true, announcement: { info: { uuid, name, icon, rdns }, provider } }
}
