import { badRequest } from '../http/http-error.js'
import type { WalletListing } from './wallet-listings.js'

export const MAX_ENTRIES = 1000

function positiveInteger(query: URLSearchParams, name: string, fallback: number): number {
  const raw = query.get(name)
  if (raw === null || raw === '') return fallback
  if (!/^\d+$/.test(raw) || Number(raw) < 1) throw badRequest(`${name} must be a positive integer`)
  return Number(raw)
}

function list(query: URLSearchParams, name: string): string[] {
  return (query.get(name) ?? '')
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '')
}

/**
 * GET /getWallets: filters, then pages; `count` is the number of matches before paging.
 * `ignorePaging` (a test's hostile registry) answers every match whatever page was asked.
 */
export function queryWallets(
  wallets: readonly WalletListing[],
  query: URLSearchParams,
  { ignorePaging = false }: { ignorePaging?: boolean } = {},
): { data: WalletListing[]; count: number } {
  const page = positiveInteger(query, 'page', 1)
  const entries = positiveInteger(query, 'entries', 40)
  if (entries > MAX_ENTRIES) throw badRequest(`entries must be at most ${MAX_ENTRIES}`)
  const include = new Set(list(query, 'include'))
  const exclude = new Set(list(query, 'exclude'))
  const chains = list(query, 'chains')
  const search = (query.get('search') ?? '').trim().toLowerCase()
  const badge = query.get('badge_type')
  if (badge !== null && badge !== '' && badge !== 'certified' && badge !== 'none') {
    throw badRequest('badge_type must be certified or none')
  }
  // Listings put in by tests may have any shape: read each field defensively.
  const matches = wallets.filter(
    (wallet) =>
      (include.size === 0 || include.has(wallet.id)) &&
      !exclude.has(wallet.id) &&
      (search === '' || String(wallet.name).toLowerCase().includes(search)) &&
      (badge === null || badge === '' || wallet.badge_type === badge) &&
      (chains.length === 0 ||
        (Array.isArray(wallet.chains) && wallet.chains.some((chain) => chains.includes(chain)))),
  )
  if (ignorePaging) return { data: matches, count: matches.length }
  const start = (page - 1) * entries
  return { data: matches.slice(start, start + entries), count: matches.length }
}
