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
 * Real phone wallets under their real registry ids, rdns and app schemes (`mobile_link`), for
 * the phone journeys: two that pair over WalletConnect (MetaMask, Trust Wallet) and three whose
 * apps are reached through their own browser (Phantom, Solflare; Coinbase Wallet for Solana).
 * Their store links and homepages are on reserved `.example` hosts like the rest of the catalogue.
 */
const PHONE_WALLETS: readonly {
  id: string
  name: string
  rdns: string
  mobile: string
  chains: readonly string[]
}[] = [
  {
    id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    name: 'MetaMask',
    rdns: 'io.metamask',
    mobile: 'metamask://',
    chains: CHAIN_SETS[0]!,
  },
  {
    id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
    name: 'Trust Wallet',
    rdns: 'com.trustwallet.app',
    mobile: 'trust://',
    chains: [...CHAIN_SETS[0]!, ...CHAIN_SETS[3]!],
  },
  {
    id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
    name: 'Phantom',
    rdns: 'app.phantom',
    mobile: 'phantom://',
    chains: [...CHAIN_SETS[3]!, 'eip155:1', 'eip155:8453', 'bip122:000000000019d6689c085ae165831e93'],
  },
  {
    id: '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79',
    name: 'Solflare',
    rdns: 'com.solflare',
    mobile: 'solflare://',
    chains: CHAIN_SETS[3]!,
  },
  {
    id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
    name: 'Coinbase Wallet',
    rdns: 'com.coinbase.wallet',
    mobile: 'cbwallet://',
    chains: [...CHAIN_SETS[1]!, ...CHAIN_SETS[3]!],
  },
]

/** The real phone wallets' listings (the devnet lists them after its generated catalogue). */
export function phoneWalletListings(registryUrl: string): WalletListing[] {
  return PHONE_WALLETS.map((wallet) => phoneWallet(wallet, registryUrl))
}

function phoneWallet(wallet: (typeof PHONE_WALLETS)[number], registryUrl: string): WalletListing {
  const slug = wallet.name.toLowerCase().replace(/\s+/g, '-')
  const imageId = uuidFrom(hashOf(`image:${wallet.id}`))
  return {
    id: wallet.id,
    name: wallet.name,
    image_id: imageId,
    image_url: `${registryUrl}/getWalletImage/${imageId}`,
    mobile_link: wallet.mobile,
    desktop_link: null,
    webapp_link: null,
    chrome_store: `https://extensions.example/detail/${slug}`,
    app_store: `https://apps.example/app/${slug}`,
    play_store: `https://play.example/store/apps/details?id=${slug}`,
    homepage: `https://${slug}.example/`,
    rdns: wallet.rdns,
    chains: [...wallet.chains],
    badge_type: 'certified',
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
