import { invalidConfig, isObject } from '../client/invalidConfig.js'

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
const RDNS = /^[a-z0-9-]+(\.[a-z0-9-]+)+$/i
const LINK_KINDS = ['mobile', 'desktop', 'webapp'] as const

const invalid: (reason: string) => never = (reason) => invalidConfig(`customWallets: ${reason}`)

function httpUrl(value: unknown, what: string): string {
  try {
    if (typeof value === 'string' && /^https?:$/.test(new URL(value).protocol)) return value
  } catch {
    // Not a URL at all: refused below with the rest.
  }
  return invalid(`${what} must be an http(s) URL`)
}

function checkWallet(value: unknown, index: number): CustomWallet {
  if (!isObject(value)) invalid(`entry ${index} is not an object`)
  const { id, name, imageUrl, rdns, links } = value as Record<string, unknown>
  if (typeof id !== 'string' || !ID.test(id))
    invalid(`entry ${index} needs an id of letters, digits, '.', '_', ':' or '-'`)
  if (typeof name !== 'string' || name.trim() === '' || name.length > 100)
    invalid(`${id} needs a name of 1 to 100 characters`)
  const wallet: CustomWallet = { id, name: name.trim() }
  if (imageUrl !== undefined) wallet.imageUrl = httpUrl(imageUrl, `${id}'s imageUrl`)
  if (rdns !== undefined)
    wallet.rdns =
      typeof rdns === 'string' && RDNS.test(rdns)
        ? rdns
        : invalid(`${id}'s rdns must be a reverse domain name`)
  if (links !== undefined) {
    if (!isObject(links)) invalid(`${id}'s links is not an object`)
    const unknown = Object.keys(links).filter((key) => !(LINK_KINDS as readonly string[]).includes(key))
    if (unknown.length > 0) invalid(`${id}'s links has unknown ${unknown.join(', ')}`)
    const checked: NonNullable<CustomWallet['links']> = {}
    for (const kind of LINK_KINDS)
      if (links[kind] !== undefined) checked[kind] = httpUrl(links[kind], `${id}'s ${kind} link`)
    wallet.links = checked
  }
  return wallet
}

/** Checks `config.customWallets` at the boundary: ids unique, names, http(s) links and images only. */
export function validateCustomWallets(value: unknown): CustomWallet[] {
  if (!Array.isArray(value)) invalid('must be a list')
  const wallets = (value as unknown[]).map(checkWallet)
  if (new Set(wallets.map((wallet) => wallet.id)).size !== wallets.length) invalid('ids must be unique')
  return wallets
}
