import type { Connector, SiwxConfig, SiwxSession } from '@sigil/core'
import { createError, FAILED_TO_FETCH_TRANSACTIONS } from '@sigil/core/internal'
import type {
  ConnectWallets,
  LoadAccountList,
  LoadWallets,
  WalletListing,
} from '../../src/modal/ModalOptionsContext.js'

/** A square icon drawn in SVG: a data URL, so the page never leaves loopback. */
export function icon(color: string, glyph = '', round = false): string {
  const shape = round
    ? `<circle cx="20" cy="20" r="20" fill="${color}"/>`
    : `<rect width="40" height="40" rx="10" fill="${color}"/>`
  const text = glyph
    ? `<text x="20" y="26" font-family="system-ui,sans-serif" font-size="16" font-weight="700" text-anchor="middle" fill="white">${glyph}</text>`
    : '<circle cx="20" cy="20" r="8" fill="white" opacity=".9"/>'
  return `data:image/svg+xml,${encodeURIComponent(`<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 40 40">${shape}${text}</svg>`)}`
}

export const CONNECTORS: Connector[] = [
  {
    id: 'walletconnect',
    type: 'WALLET_CONNECT',
    name: 'WalletConnect',
    chain: 'eip155',
    imageUrl: icon('#3b99fc'),
  },
  {
    id: 'rabbit',
    type: 'ANNOUNCED',
    name: 'Rabbit Wallet',
    chain: 'eip155',
    info: { rdns: 'io.rabbit' },
    imageUrl: icon('#7c5cff', 'R'),
  },
  { id: 'fox', type: 'INJECTED', name: 'Fox Wallet', chain: 'eip155', imageUrl: icon('#f6851b', 'F') },
  { id: 'ledger', type: 'EXTERNAL', name: 'Hardware Wallet', chain: 'eip155' },
  { id: 'embedded', type: 'AUTH', name: 'Email and socials', chain: 'eip155' },
]

const WALLETS: WalletListing[] = Array.from({ length: 10_000 }, (_, index) => ({
  id: `w${index}`,
  name: index === 5 ? 'A wallet with a very long name' : `Wallet ${index + 1}`,
  ...(index % 3 === 0 ? { imageUrl: icon(`hsl(${(index * 47) % 360} 65% 52%)`) } : {}),
}))

export const loadWallets: LoadWallets = async ({ page, pageSize, search }) => {
  const term = search?.toLowerCase()
  const matching = term ? WALLETS.filter((wallet) => wallet.name.toLowerCase().includes(term)) : WALLETS
  return { wallets: matching.slice((page - 1) * pageSize, page * pageSize), count: matching.length }
}

export const walletCount = async () => WALLETS.length

const storesOf = (slug: string, kinds: readonly ('extension' | 'appStore' | 'playStore' | 'website')[]) => {
  const urls = {
    extension: `https://extensions.example/detail/${slug}`,
    appStore: `https://apps.example/app/${slug}`,
    playStore: `https://play.example/store/apps/details?id=${slug}`,
    website: `https://${slug}.example/`,
  }
  return Object.fromEntries(kinds.map((kind) => [kind, urls[kind]]))
}

/** Connect's registry wallets: where to get each, as the registry lists them. */
const CONNECT_WALLETS: ConnectWallets = {
  featured: [
    {
      id: 'kestrel',
      name: 'Kestrel Vault',
      imageUrl: icon('#0f9d75', 'K'),
      stores: storesOf('kestrel-vault', ['extension', 'appStore', 'playStore', 'website']),
    },
  ],
  recommended: [
    {
      id: 'lumen',
      name: 'Lumen Pocket',
      imageUrl: icon('#e0662f', 'L'),
      stores: storesOf('lumen-pocket', ['appStore', 'playStore']),
    },
    {
      id: 'onyx',
      name: 'Onyx Keys with a name long enough to wrap',
      imageUrl: icon('#334155', 'O'),
      stores: storesOf('onyx-keys', ['extension', 'website']),
    },
  ],
}

/** Sign-in for the scenes: sessions kept in memory, the message written as the spec's fields. */
export function memorySiwx(): SiwxConfig {
  const sessions: SiwxSession[] = []
  return {
    createMessage: async ({ accountAddress, chainId }) => ({
      accountAddress,
      chainId,
      domain: location.host,
      uri: location.origin,
      version: '1',
      nonce: 'sceneNonce1',
    }),
    addSession: async (session) => void sessions.push(session),
    getSession: async ({ address }) => sessions.find((s) => s.data.accountAddress === address),
    revokeSession: async () => void sessions.splice(0),
    listSessions: async () => sessions,
    getRequired: () => false,
  }
}

export const loadConnectWallets = async (): Promise<ConnectWallets> => CONNECT_WALLETS

const TOKENS = [
  {
    name: 'Ether',
    symbol: 'ETH',
    chainId: 'eip155:1',
    value: 4012.45,
    price: 3250,
    quantity: { decimals: '18', numeric: '1.234567' },
    iconUrl: icon('#627eea', 'Ξ', true),
  },
  {
    name: 'Devnet Dollar',
    symbol: 'DUSD',
    chainId: 'eip155:1',
    address: 'eip155:1:0x5fbdb2315678afecb367f032d93f642f64180aa3',
    value: 9832.5,
    price: 1,
    quantity: { decimals: '6', numeric: '9832.5' },
    iconUrl: icon('#2775ca', '$', true),
  },
  {
    name: 'Wrapped Bitcoin',
    symbol: 'WBTC',
    chainId: 'eip155:1',
    address: 'eip155:1:0x2260fac5e5542a773aa44fbcfedf7c193bc2c599',
    value: 1520.8,
    price: 63_000,
    quantity: { decimals: '8', numeric: '0.02414' },
    iconUrl: '',
  },
]

const NFTS = [
  { id: 'dnc-1', name: 'Devnet Collectible #1', imageUrl: icon('#ff7a59', '#1') },
  { id: 'dnc-2', name: 'Devnet Collectible #2', imageUrl: icon('#11b5a4', '#2') },
  { id: 'dnc-3', name: 'Devnet Collectible #3 with a long name', imageUrl: icon('#8e5cf7', '#3') },
  { id: 'dnc-4', name: 'Devnet Collectible #4' },
]

const transfer = (direction: 'in' | 'out', numeric: string, symbol: string, name: string, color: string) => ({
  fungible_info: { name, symbol, icon: { url: icon(color, symbol.charAt(0), true) } },
  direction,
  quantity: { numeric },
})

const ACTIVITY = [
  {
    id: '0xa1',
    metadata: {
      minedAt: '2025-05-14T09:41:00Z',
      chain: 'eip155:1',
      operationType: 'receive',
      status: 'confirmed',
      sentFrom: '0x1',
      sentTo: '0x2',
    },
    transfers: [transfer('in', '42', 'DUSD', 'Devnet Dollar', '#2775ca')],
  },
  {
    id: '0xa2',
    metadata: {
      minedAt: '2025-05-13T17:05:00Z',
      chain: 'eip155:1',
      operationType: 'send',
      status: 'confirmed',
      sentFrom: '0x2',
      sentTo: '0x3',
    },
    transfers: [transfer('out', '0.5', 'ETH', 'Ether', '#627eea')],
  },
  {
    id: '0xa3',
    metadata: {
      minedAt: '2025-05-12T08:15:00Z',
      chain: 'eip155:1',
      operationType: 'mint',
      status: 'confirmed',
      sentFrom: '0x0',
      sentTo: '0x2',
    },
    transfers: [
      {
        nft_info: {
          name: 'Devnet Collectible #2',
          token_id: '2',
          content: { preview: { url: icon('#11b5a4', '#2') } },
          flags: { is_spam: false },
        },
        direction: 'in',
        quantity: { numeric: '1' },
      },
    ],
  },
  {
    id: '0xa4',
    metadata: {
      minedAt: '2025-05-11T12:30:00Z',
      chain: 'eip155:1',
      operationType: 'send',
      status: 'failed',
      sentFrom: '0x2',
      sentTo: '0x4',
    },
    transfers: [transfer('out', '125.5', 'DUSD', 'Devnet Dollar', '#2775ca')],
  },
]

/** The account's lists; `failActivity` makes the activity call fail as the service would report it. */
export function accountLists(options: { failActivity: boolean }): LoadAccountList {
  return async (kind) => {
    if (kind === 'tokens') return TOKENS
    if (kind === 'nfts') return NFTS
    if (options.failActivity) throw createError(FAILED_TO_FETCH_TRANSACTIONS)
    return ACTIVITY
  }
}
