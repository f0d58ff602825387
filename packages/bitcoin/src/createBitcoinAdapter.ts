import type { Account, AdapterContext, CaipNetwork, ChainAdapter, Connector } from '@sigil/core'
import {
  createError,
  createHandedConnectors,
  FAILED_TO_CONNECT,
  INVALID_ADDRESS,
  loadOnce,
  NOT_CONNECTED,
  WALLET_RPC_ERROR,
} from '@sigil/core/internal'
import { getWallets } from '@wallet-standard/app'
import type { Wallet } from '@wallet-standard/base'
import type { BitcoinAdapter, BitcoinAdapterOptions, WalletRegistry } from './bitcoinAdapter.js'
import { type BitcoinProvider, createBitcoinProvider } from './bitcoinProvider.js'
import { readSatsConnectProviders } from './discovery/satsConnectProviders.js'
import { isBitcoinWallet } from './discovery/standardBitcoin.js'
import { toBitcoinAccounts } from './session/bitcoinAccounts.js'
import { networkKindOf } from './session/networkKind.js'
import { watchWallet } from './session/watchWallet.js'
import type { BitcoinWallet } from './wallets/bitcoinWallet.js'

type Session = { wallet: BitcoinWallet; accounts: Account[]; provider: BitcoinProvider; stop(): void }

const SATS_PREFIX = 'sats-connect:'
const STANDARD_PREFIX = 'wallet-standard:'
const IMAGE_DATA_URI = /^data:image\/(svg\+xml|png|webp|gif|jpeg);base64,[A-Za-z0-9+/=]+$/

/** The adapter `bitcoin()` loads, with every optional member of a ChainAdapter it offers present. */
export type LoadedBitcoinAdapter = BitcoinAdapter & Required<Pick<ChainAdapter, 'addConnector'>>

/** What `bitcoin()` loads on setup (or sooner, when the client asks: `prefetch`). */
export function createBitcoinAdapter(options: BitcoinAdapterOptions = {}): LoadedBitcoinAdapter {
  const sessions = new Map<string, Session>()
  /** Connectors handed over by shared connectors (WalletConnect); their provider is a wallet-standard Bitcoin wallet. */
  const external = createHandedConnectors<Wallet>({
    chain: 'bip122',
    accepts: (provider): provider is Wallet => provider !== undefined && isBitcoinWallet(provider as Wallet),
    kind: 'Bitcoin wallet-standard',
    context: () => context,
  })
  const walletCode = loadOnce(() => import('./wallets/walletCode.js'))
  let registry: WalletRegistry | undefined
  let context: AdapterContext | undefined
  let stopRegistry: (() => void) | undefined
  let network: CaipNetwork | undefined
  const target = () => options.window ?? (typeof window === 'undefined' ? undefined : window)
  const currentNetwork = () => {
    if (!network)
      throw createError(FAILED_TO_CONNECT, undefined, { details: 'no Bitcoin network configured' })
    return network
  }

  const standardWallets = () => (registry?.get() ?? []).filter(isBitcoinWallet)

  const walletFor = async (connectorId: string): Promise<BitcoinWallet> => {
    const { satsConnectWallet, standardBitcoinWallet } = await walletCode()
    const shared = external.get(connectorId)?.provider
    if (shared) return standardBitcoinWallet(shared, currentNetwork)
    if (connectorId.startsWith(SATS_PREFIX)) {
      const provider = readSatsConnectProviders(target()).find((p) => SATS_PREFIX + p.id === connectorId)
      if (provider) return satsConnectWallet(provider, currentNetwork)
    }
    const standard = standardWallets().find((w) => STANDARD_PREFIX + w.name === connectorId)
    if (standard) return standardBitcoinWallet(standard, currentNetwork)
    throw createError(FAILED_TO_CONNECT, undefined, {
      details: `no Bitcoin wallet for connector ${connectorId}`,
    })
  }

  const open = async (connectorId: string, target: CaipNetwork, silent: boolean) => {
    network = target
    const existing = sessions.get(connectorId)?.wallet
    const wallet = existing ?? (await walletFor(connectorId))
    const accounts = await wallet.connect(silent)
    if (accounts.length === 0)
      throw createError(FAILED_TO_CONNECT, undefined, {
        details: `${wallet.name} shared no payment or ordinal address`,
      })
    sessions.get(connectorId)?.stop()
    const session: Session = {
      wallet,
      accounts,
      // Read when asked: an account change from the wallet replaces the list.
      provider: createBitcoinProvider(wallet, () => session.accounts),
      stop: () => {},
    }
    sessions.set(connectorId, session)
    const shared = external.get(connectorId)?.provider
    if (shared) session.stop = watchWallet(shared, (listed) => onAccounts(connectorId, session, listed))
    return { connectorId, accounts, chainId: target.id }
  }

  /** A shared connector's wallet changed its accounts; none left is the wallet disconnecting. */
  const onAccounts = (connectorId: string, session: Session, listed: readonly unknown[]) => {
    if (sessions.get(connectorId) !== session) return
    if (listed.length === 0) {
      session.stop()
      sessions.delete(connectorId)
      context?.emit({ type: 'disconnect', connectorId })
      return
    }
    try {
      const accounts = toBitcoinAccounts(listed, currentNetwork(), session.wallet.name)
      if (accounts.length === 0) return
      // The wallet's own list follows (its signing accounts), read without a prompt.
      session.wallet.connect(true).catch(() => undefined)
      session.accounts = accounts
      context?.emit({ type: 'accountsChanged', connectorId, accounts })
    } catch (error) {
      context?.logger.warn(`Ignored an account change from ${session.wallet.name}`, error)
    }
  }

  const sessionFor = (connectorId: string) => {
    const session = sessions.get(connectorId)
    if (!session) throw createError(NOT_CONNECTED, { namespace: 'bip122' })
    return session
  }

  return {
    namespace: 'bip122',

    setup(adapterContext) {
      context = adapterContext
      network = adapterContext.networks[0]
      stopRegistry?.()
      registry = options.wallets ?? (typeof window === 'undefined' ? undefined : getWallets())
      if (!registry) return
      const notify = () => adapterContext.emit({ type: 'connectorsChanged' })
      const offs = [registry.on('register', notify), registry.on('unregister', notify)]
      stopRegistry = () => {
        for (const off of offs) off()
      }
    },

    getConnectors(): Connector[] {
      const sats = readSatsConnectProviders(target()).map(
        (provider): Connector => ({
          id: SATS_PREFIX + provider.id,
          type: 'ANNOUNCED',
          name: provider.name,
          chain: 'bip122',
          ...(provider.icon ? { imageUrl: provider.icon } : {}),
        }),
      )
      const standard = standardWallets()
        .filter((wallet) => !sats.some((c) => c.name.toLowerCase() === wallet.name.toLowerCase()))
        .map(
          (wallet): Connector => ({
            id: STANDARD_PREFIX + wallet.name,
            type: 'ANNOUNCED',
            name: wallet.name,
            chain: 'bip122',
            ...(IMAGE_DATA_URI.test(wallet.icon) ? { imageUrl: wallet.icon } : {}),
            provider: wallet,
          }),
        )
      return [...external.list(), ...sats, ...standard]
    },

    addConnector: external.add,

    connect: ({ connectorId, network: target }) => open(connectorId, target, false),
    reconnect: ({ connectorId, network: target }) => open(connectorId, target, true),

    async disconnect({ connectorId }) {
      const session = sessions.get(connectorId)
      session?.stop()
      sessions.delete(connectorId)
      try {
        await session?.wallet.disconnect()
      } catch (error) {
        context?.logger.debug('The Bitcoin wallet failed to disconnect', error)
      }
    },

    async switchNetwork({ connectorId, network: target }) {
      const session = sessionFor(connectorId)
      const { isBitcoinAddress } = await walletCode()
      const kind = networkKindOf(target)
      if (!session.accounts.every((account) => isBitcoinAddress(account.address, kind)))
        throw createError(WALLET_RPC_ERROR, {
          message: `${session.wallet.name}'s addresses are not ${target.name} addresses; switch the network in the wallet`,
        })
      network = target
    },

    async getBalance({ address, network: target }) {
      const { isBitcoinAddress } = await walletCode()
      if (!isBitcoinAddress(address, networkKindOf(target)))
        throw createError(INVALID_ADDRESS, undefined, { details: address })
      if (!options.blockchain)
        throw createError(WALLET_RPC_ERROR, {
          message: 'No blockchain service is configured for Bitcoin balances',
        })
      const { url, projectId } = options.blockchain
      const query = new URLSearchParams({ currency: 'usd', chainId: target.caipNetworkId, projectId })
      const response = await (options.fetch ?? fetch)(
        `${url}/v1/account/${encodeURIComponent(address)}/balance?${query}`,
      )
      if (!response.ok)
        throw createError(WALLET_RPC_ERROR, { message: `The balance service answered ${response.status}` })
      const body = (await response.json()) as {
        balances?: { chainId?: unknown; address?: unknown; quantity?: { numeric?: unknown } }[]
      }
      const native = (body.balances ?? []).find(
        (b) => b.chainId === target.caipNetworkId && b.address === undefined,
      )
      const numeric = native?.quantity?.numeric
      return {
        balance: typeof numeric === 'string' && /^\d+(\.\d+)?$/.test(numeric) ? numeric : '0',
        symbol: target.nativeCurrency.symbol,
      }
    },

    async signMessage({ connectorId, address, message }) {
      const session = sessionFor(connectorId)
      if (!session.accounts.some((account) => account.address === address))
        throw createError(NOT_CONNECTED, { namespace: 'bip122' })
      return session.wallet.signMessage(address, message)
    },

    getProvider: (connectorId) => sessions.get(connectorId)?.provider,

    teardown() {
      stopRegistry?.()
      for (const session of sessions.values()) session.stop()
      sessions.clear()
    },
  }
}
