import { INVALID_CONFIG } from '../errors/commonDefinitions.js'
import { createError } from '../errors/createError.js'

/**
 * A wallet the app lists itself (`config.customWallets`), shown in Connect's `custom` group.
 * Picked, it goes where a registry wallet without a connector goes: its links and the
 * WalletConnect view.
 */
export type CustomWallet = {
  id: string
  name: string
  /** An http(s) image shown beside the name. */
  imageUrl?: string
  rdns?: string
  /** Where the wallet takes a WalletConnect pairing URI; http(s) only. */
  links?: { mobile?: string; desktop?: string; webapp?: string }
}

const ID = /^[A-Za-z0-9][\w.:-]{0,99}$/
const LINK_KINDS = ['mobile', 'desktop', 'webapp'] as const

const invalid = (reason: string) => createError(INVALID_CONFIG, { reason: `customWallets: ${reason}` })

function httpUrl(value: unknown, what: string): string {
  let scheme: string | undefined
  try {
    scheme = typeof value === 'string' ? new URL(value).protocol : undefined
  } catch {
    scheme = undefined
  }
  if (scheme !== 'https:' && scheme !== 'http:') throw invalid(`${what} must be an http(s) URL`)
  return value as string
}

function checkWallet(value: unknown, index: number): CustomWallet {
  if (typeof value !== 'object' || value === null) throw invalid(`entry ${index} is not an object`)
  const entry = value as Record<string, unknown>
  if (typeof entry.id !== 'string' || !ID.test(entry.id))
    throw invalid(`entry ${index} needs an id of letters, digits, '.', '_', ':' or '-'`)
  const { id } = entry
  if (typeof entry.name !== 'string' || entry.name.trim() === '' || entry.name.length > 100)
    throw invalid(`${id} needs a name of 1 to 100 characters`)
  const wallet: CustomWallet = { id, name: entry.name.trim() }
  if (entry.imageUrl !== undefined) wallet.imageUrl = httpUrl(entry.imageUrl, `${id}'s imageUrl`)
  if (entry.rdns !== undefined) {
    if (typeof entry.rdns !== 'string' || !/^[a-z0-9-]+(\.[a-z0-9-]+)+$/i.test(entry.rdns))
      throw invalid(`${id}'s rdns must be a reverse domain name`)
    wallet.rdns = entry.rdns
  }
  if (entry.links !== undefined) {
    if (typeof entry.links !== 'object' || entry.links === null)
      throw invalid(`${id}'s links is not an object`)
    const given = entry.links as Record<string, unknown>
    const unknown = Object.keys(given).filter((key) => !(LINK_KINDS as readonly string[]).includes(key))
    if (unknown.length > 0) throw invalid(`${id}'s links has unknown ${unknown.join(', ')}`)
    const links: NonNullable<CustomWallet['links']> = {}
    for (const kind of LINK_KINDS)
      if (given[kind] !== undefined) links[kind] = httpUrl(given[kind], `${id}'s ${kind} link`)
    wallet.links = links
  }
  return wallet
}

/** Checks `config.customWallets` at the boundary: ids unique, names, http(s) links and images only. */
export function validateCustomWallets(value: unknown): CustomWallet[] {
  if (!Array.isArray(value)) throw invalid('must be a list')
  const wallets = value.map(checkWallet)
  if (new Set(wallets.map((wallet) => wallet.id)).size !== wallets.length) throw invalid('ids must be unique')
  return wallets
}
