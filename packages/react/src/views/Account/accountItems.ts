import { type LocaleFormat, localeFormat } from '../../format/localeFormat.js'
import type { T } from '../../strings/useT.js'

/**
 * The Account tabs read their entries field by field: the loaders may come from the app, so
 * an entry missing what a row needs is skipped rather than shown half-empty.
 */
type Fields = Record<string, unknown>

const record = (value: unknown): Fields | undefined =>
  typeof value === 'object' && value !== null ? (value as Fields) : undefined
const text = (value: unknown): string | undefined =>
  typeof value === 'string' && value !== '' ? value : undefined
const finite = (value: unknown): number | undefined =>
  typeof value === 'number' && Number.isFinite(value) ? value : undefined

export type TokenItem = {
  key: string
  name: string
  symbol: string
  amount: string
  value?: string
  iconUrl?: string
}

/** A token balance (spec §3): name, symbol, quantity to 3 decimals, value in dollars when it has a price. */
export function readToken(
  item: unknown,
  format: LocaleFormat = localeFormat('en-US'),
): TokenItem | undefined {
  const entry = record(item)
  const name = text(entry?.name)
  const symbol = text(entry?.symbol)
  const amount = format.balance(text(record(entry?.quantity)?.numeric))
  if (!entry || !name || !symbol || amount === undefined) return undefined
  // A price of 0 is the service knowing none (a devnet coin, a new token): "$0.00" would call it worthless.
  const value = finite(entry.price) === 0 ? undefined : finite(entry.value)
  const iconUrl = text(entry.iconUrl)
  return {
    key: `${text(entry.chainId) ?? ''}:${text(entry.address) ?? symbol}`,
    name,
    symbol,
    amount,
    ...(value !== undefined ? { value: format.usd(value) } : {}),
    ...(iconUrl ? { iconUrl } : {}),
  }
}

export type NftTileItem = { key: string; name: string; imageUrl?: string }

/** An NFT held: `{ id, name, imageUrl? }`. */
export function readNft(item: unknown): NftTileItem | undefined {
  const entry = record(item)
  const name = text(entry?.name)
  const key = text(entry?.id) ?? name
  if (!name || !key) return undefined
  const imageUrl = text(entry?.imageUrl)
  return { key, name, ...(imageUrl ? { imageUrl } : {}) }
}

export type ActivityItem = {
  key: string
  title: string
  /** What moved: a signed amount with its symbol, or an NFT's name. */
  detail?: string
  direction: 'in' | 'out' | 'self' | undefined
  /** The second line: when it happened, or for an NFT its name. */
  subtitle?: string
  failed: boolean
  iconUrl?: string
  /** When it was mined (ms since the epoch), for grouping by day. */
  minedAt?: number
  /** Who was on the other side: the receiver of what left, the sender of what came in. */
  counterparty?: { role: 'to' | 'from'; address: string }
  /** The transaction's hash, for the explorer link. */
  hash?: string
}

const OPERATIONS = ['send', 'receive', 'mint', 'execute', 'approve', 'trade', 'deposit', 'withdraw'] as const
type Operation = (typeof OPERATIONS)[number]
const isOperation = (value: string): value is Operation => (OPERATIONS as readonly string[]).includes(value)
const HASH = /^0x[0-9a-fA-F]{64}$|^[1-9A-HJ-NP-Za-km-z]{43,88}$|^[0-9a-fA-F]{64}$/

/** A transaction of the history (spec §3), summarised by its first transfer. */
export function readActivity(
  item: unknown,
  t: T,
  format: LocaleFormat = localeFormat('en-US'),
): ActivityItem | undefined {
  const entry = record(item)
  const metadata = record(entry?.metadata)
  const key = text(entry?.id)
  const operation = text(metadata?.operationType)
  if (!entry || !metadata || !key || !operation) return undefined
  const transfers = Array.isArray(entry.transfers) ? entry.transfers : []
  const transfer = record(transfers[0])
  const fungible = record(transfer?.fungible_info)
  const nft = record(transfer?.nft_info)
  const direction = text(transfer?.direction)
  const known = direction === 'in' || direction === 'out' || direction === 'self' ? direction : undefined
  const amount = format.balance(text(record(transfer?.quantity)?.numeric))
  const sign = known === 'in' ? '+' : known === 'out' ? '−' : ''
  const minedAt = Date.parse(text(metadata.minedAt) ?? '')
  const date = Number.isNaN(minedAt) ? undefined : format.dateTime(minedAt)
  // An NFT's name is long: it takes the second line, and the value says what moved.
  const nftName = nft ? text(nft.name) : undefined
  const detail = fungible
    ? amount && `${sign}${amount} ${text(fungible.symbol) ?? ''}`.trim()
    : nft
      ? `${sign}1 NFT`
      : undefined
  const iconUrl = text(record(fungible?.icon)?.url) ?? text(record(record(nft?.content)?.preview)?.url)
  const other = known === 'in' ? text(metadata.sentFrom) : known === 'out' ? text(metadata.sentTo) : undefined
  const hash = text(metadata.hash)
  return {
    key,
    title: isOperation(operation)
      ? t(`activity.op.${operation}`)
      : operation.charAt(0).toUpperCase() + operation.slice(1),
    direction: known,
    failed: text(metadata.status) === 'failed',
    ...(detail ? { detail } : {}),
    ...(nftName ? { subtitle: nftName } : date ? { subtitle: date } : {}),
    ...(iconUrl ? { iconUrl } : {}),
    ...(Number.isNaN(minedAt) ? {} : { minedAt }),
    ...(other ? { counterparty: { role: known === 'in' ? 'from' : 'to', address: other } } : {}),
    ...(hash && HASH.test(hash) ? { hash } : {}),
  }
}
