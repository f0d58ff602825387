import type { Account, AdapterConnection } from '../../adapter.js'
import type { CaipAddress, NetworkNamespace } from '../../caip/types.js'
import { addRecentWallet } from '../../connectors/index.js'
import type { ClientContext } from '../context.js'
import { selectNetworkOf } from '../selectors.js'
import { patchAccount, patchChain, setStatus } from '../stateUpdates.js'
import { writeStoredConnection } from '../storedConnectionWrites.js'
import type { Connection, SocialProvider } from '../types.js'
import { applyWalletChain } from './applyWalletChain.js'
import { refreshBalanceLater } from './refreshBalanceLater.js'

const SOCIAL_PROVIDERS: readonly string[] = [
  'google',
  'github',
  'apple',
  'facebook',
  'x',
  'discord',
  'farcaster',
]

/** The account shown: the first of the preferred type, else the first one. */
export function pickAccount(accounts: readonly Account[], preferred: Account['type']): Account | undefined {
  return accounts.find((account) => account.type === preferred) ?? accounts[0]
}

/** Writes a successful connect or reconnect into state and storage, then loads the balance. */
export function applyConnection(
  ctx: ClientContext,
  namespace: NetworkNamespace,
  result: AdapterConnection,
  options: { focus?: boolean } = {},
): void {
  const state = ctx.store.getState()
  const account = pickAccount(result.accounts, state.accounts[namespace].preferredAccountType)
  if (!account) return
  applyWalletChain(ctx, namespace, result.chainId, options)
  const network = selectNetworkOf(ctx.store.getState(), namespace)
  const connector = state.connectors.list.find((c) => c.id === result.connectorId && c.chain === namespace)
  const connection: Connection = {
    connectorId: result.connectorId,
    accounts: result.accounts.map(({ address, type }) => ({ address, type })),
    ...(result.auth ? { auth: result.auth } : {}),
    ...(network ? { caipNetwork: network } : {}),
  }
  const unsupported = ctx.store.getState().chain.unsupportedNetwork?.namespace === namespace
  const reference = network && !unsupported ? network.caipNetworkId : `${namespace}:${result.chainId}`
  const provider = result.auth?.name
  ctx.store.setState((s) => ({
    connection: {
      ...s.connection,
      activeConnectorId: { ...s.connection.activeConnectorId, [namespace]: result.connectorId },
      connections: {
        ...s.connection.connections,
        [namespace]: [
          connection,
          ...(s.connection.connections[namespace] ?? []).filter((c) => c.connectorId !== result.connectorId),
        ],
      },
    },
  }))
  patchAccount(ctx.store, namespace, {
    address: account.address,
    rememberedAddress: undefined,
    caipAddress: `${reference}:${account.address}` as CaipAddress,
    allAccounts: result.accounts,
    ...(provider && SOCIAL_PROVIDERS.includes(provider)
      ? { socialProvider: provider as SocialProvider }
      : {}),
    ...(connector
      ? {
          connectedWalletInfo: {
            name: connector.name,
            type: connector.type,
            ...(connector.imageUrl ? { icon: connector.imageUrl } : {}),
            ...(connector.info?.rdns ? { rdns: connector.info.rdns } : {}),
          },
        }
      : {}),
  })
  setStatus(ctx.store, namespace, 'connected')
  if (ctx.store.getState().chain.activeNamespace === namespace)
    patchChain(ctx.store, { isSwitchingNamespace: false })

  writeStoredConnection(ctx, namespace, {
    connectorId: result.connectorId,
    ...(network ? { caipNetworkId: network.caipNetworkId } : {}),
  })
  const recent = addRecentWallet(ctx.store.getState().connectors.recent, {
    id: result.connectorId,
    ...(connector?.info?.rdns ? { rdns: connector.info.rdns } : {}),
  })
  ctx.storage.write(ctx.keys.recent, recent)
  ctx.store.setState((s) => ({ connectors: { ...s.connectors, recent } }))
  refreshBalanceLater(ctx, namespace)
}
