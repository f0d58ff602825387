import { sha256, stringToHex } from 'viem'

export interface WalletListing {
  id: string
  name: string
  image_id: string
  image_url: string
  mobile_link: string | null
  desktop_link: string | null
  webapp_link: string | null
  /** Where a person gets the wallet; the devnet's addresses are on reserved `.example` hosts. */
  chrome_store: string | null
  app_store: string | null
  play_store: string | null
  homepage: string | null
  rdns: string | null
  chains: string[]
  badge_type: 'certified' | 'none'
}

/** Listings whose rdns the browser tests' injected wallets announce. */
export const TEST_WALLETS: readonly { name: string; rdns: string; slug: string }[] = [
  { name: 'Sigil Test Wallet', rdns: 'dev.sigil.testwallet', slug: 'sigil-test-wallet' },
  { name: 'Sigil Dev Wallet', rdns: 'dev.sigil.devwallet', slug: 'sigil-dev-wallet' },
]

const PREFIXES = [
  'Aurora',
  'Basalt',
  'Cobalt',
  'Delta',
  'Ember',
  'Fjord',
  'Granite',
  'Harbor',
  'Indigo',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Meridian',
  'Nimbus',
  'Onyx',
  'Prism',
  'Quartz',
  'Raven',
  'Sable',
  'Tundra',
  'Umber',
  'Vertex',
  'Willow',
  'Xenon',
  'Yonder',
  'Zephyr',
]
const SUFFIXES = ['Vault', 'Keys', 'Pocket', 'Safe', 'Pass', 'Purse', 'Ledger', 'Chest', 'Hold', 'Wallet']

const CHAIN_SETS: readonly string[][] = [
  ['eip155:1', 'eip155:10', 'eip155:137', 'eip155:8453', 'eip155:42161', 'eip155:31337', 'eip155:31338'],
  ['eip155:1', 'eip155:8453', 'eip155:31337'],
  ['eip155:1', 'eip155:56', 'eip155:137', 'eip155:43114'],
  ['solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1'],
  ['eip155:1', 'solana:5eykt4UsFv8P8NJdTREpY1vzqKqZKvdp', 'bip122:000000000019d6689c085ae165831e93'],
  ['bip122:000000000019d6689c085ae165831e93', 'bip122:000000000933ea01ad0ee984209779ba'],
  ['eip155:1', 'eip155:10', 'eip155:324', 'eip155:42161', 'eip155:31338'],
]

function hashOf(text: string): string {
  return sha256(stringToHex(text)).slice(2)
}

function uuidFrom(hash: string): string {
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-4${hash.slice(13, 16)}-a${hash.slice(17, 20)}-${hash.slice(20, 32)}`
}

function listing(
  seed: string,
  name: string,
  slug: string,
  rdns: string | null,
  chains: string[],
  variant: number,
  registryUrl: string,
): WalletListing {
  const hash = hashOf(seed)
  const imageId = uuidFrom(hashOf(`image:${seed}`))
  return {
    id: hash,
    name,
    image_id: imageId,
    image_url: `${registryUrl}/getWalletImage/${imageId}`,
    mobile_link: variant % 4 === 3 ? null : `${slug.replace(/-/g, '')}://`,
    desktop_link: variant % 3 === 0 ? `${slug.replace(/-/g, '')}-desktop://` : null,
    webapp_link: variant % 5 === 0 ? `https://app.${slug}.example/` : null,
    chrome_store: variant % 2 === 0 ? `https://extensions.example/detail/${slug}` : null,
    app_store: variant % 4 === 3 ? null : `https://apps.example/app/${slug}`,
    play_store: variant % 4 === 3 ? null : `https://play.example/store/apps/details?id=${slug}`,
    homepage: variant % 7 === 6 ? null : `https://${slug}.example/`,
    rdns,
    chains,
    badge_type: variant % 4 === 0 ? 'certified' : 'none',
  }
}

/**
 * A deterministic catalogue: the test wallets first, then `count` generated listings
 * whose name, links, rdns and chains follow from their position.
 */
export function generateWalletListings(count: number, registryUrl: string): WalletListing[] {
  const wallets = TEST_WALLETS.map((wallet) =>
    listing(
      `test:${wallet.rdns}`,
      wallet.name,
      wallet.slug,
      wallet.rdns,
      [...CHAIN_SETS[0]!],
      0,
      registryUrl,
    ),
  )
  for (let index = 0; index < count; index++) {
    const prefix = PREFIXES[index % PREFIXES.length]!
    const suffix = SUFFIXES[Math.floor(index / PREFIXES.length) % SUFFIXES.length]!
    const round = Math.floor(index / (PREFIXES.length * SUFFIXES.length))
    const name = round === 0 ? `${prefix} ${suffix}` : `${prefix} ${suffix} ${round + 1}`
    const slug = name.toLowerCase().replace(/\s+/g, '-')
    const rdns = index % 3 === 2 ? null : `com.${slug.replace(/-/g, '')}`
    wallets.push(
      listing(
        `wallet:${index}`,
        name,
        slug,
        rdns,
        [...CHAIN_SETS[index % CHAIN_SETS.length]!],
        index,
        registryUrl,
      ),
    )
  }
  return wallets
}
