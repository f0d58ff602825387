import type { IncomingMessage } from 'node:http'
import { type Address, getAddress, isAddress } from 'viem'
import { BITCOIN_TESTNET, type BitcoinLedger } from '../bitcoin/bitcoin-ledger.js'
import { badRequest, ServiceRefusal } from '../http/http-error.js'
import { readJsonObject } from '../http/read-body.js'
import { json, svg } from '../http/reply.js'
import { requireQuery } from '../http/require-query.js'
import type { Route } from '../http/route.js'
import type { OnrampOrders } from '../onramp/onramp-orders.js'
import { generatedSvg } from '../registry/svg-image.js'
import { SOLANA_DEVNET } from '../solana/solana-balances.js'
import type { TokenBalance } from './balances.js'
import { readBalances } from './balances.js'
import { type ChainService, selectChains } from './chain-services.js'
import { checkForceUpdate } from './force-update.js'
import { historyPage, type IconUrls } from './history-view.js'
import type { NameRegistry } from './name-registry.js'
import { onrampRoutes } from './onramp-routes.js'
import { isCaip10Form, type PermissionStore } from './permission-store.js'
import { projectJsonRoute, projectRoute } from './require-project-id.js'
import type { SessionStore } from './session-store.js'
import { type SignInNonces, signInRoutes } from './sign-in-routes.js'
import { gasPrice, NATIVE_TOKEN_ADDRESS, swapTokens } from './swap-and-onramp-samples.js'
import { swapRoutes } from './swap-routes.js'
import { NATIVE_TOKEN, priceOf } from './token-catalog.js'

export interface BlockchainServiceInput {
  chains: readonly ChainService[]
  names: NameRegistry
  sessions: SessionStore
  /** Smart-session permissions by CAIP-10 account (GET /v1/sessions/{address}). */
  permissions: PermissionStore
  /** Nonces for sign-in sessions (POST /v1/sessions/nonce). */
  signInNonces: SignInNonces
  icons: IconUrls
  onrampOrders: OnrampOrders
  /** Base URL of devnet's onramp provider, where generated onramp URLs point. */
  onrampProviderUrl: string
  /** Forwards a JSON-RPC request to the chain's primary RPC endpoint. */
  forwardRpc(chainId: number, req: IncomingMessage): Promise<{ status: number; text: string }>
  /** Bitcoin balances (a table: no Bitcoin node runs here). */
  bitcoin?: BitcoinLedger
  /** SOL balances read from the Solana ledger, for a solana chain id. */
  solana?: (address: string, chainId: string, iconUrl: string) => TokenBalance[]
}

function addressParam(value: string | undefined): Address {
  if (value === undefined || !isAddress(value, { strict: false }))
    throw badRequest('address must be an EVM address')
  return getAddress(value)
}

/** Routes of the blockchain service (spec §7); every one requires the projectId query parameter. */
export function blockchainRoutes(input: BlockchainServiceInput): Route[] {
  const { chains, names, sessions, icons } = input

  return [
    projectRoute('supportedChains', 'GET', '/v1/supported-chains', () =>
      json({
        http: [
          ...chains.map((service) => service.chain.caipId),
          ...(input.solana ? [SOLANA_DEVNET] : []),
          ...(input.bitcoin ? [BITCOIN_TESTNET] : []),
        ],
        ws: [],
      }),
    ),
    projectRoute('balance', 'GET', '/v1/account/:address/balance', async ({ params, query }) => {
      const bip122 = query.get('chainId')
      checkForceUpdate(query.get('forceUpdate'), bip122)
      if (input.bitcoin && bip122?.startsWith('bip122:'))
        return json({ balances: input.bitcoin.balances(params.address ?? '', bip122, icons.token('BTC')) })
      const solanaChain = query.get('chainId')
      if (input.solana && solanaChain?.startsWith('solana:'))
        return json({ balances: input.solana(params.address ?? '', solanaChain, icons.token('SOL')) })
      const account = addressParam(params.address)
      const currency = query.get('currency') ?? 'usd'
      if (currency.toLowerCase() !== 'usd') throw badRequest(`currency ${currency} is not supported; use usd`)
      const selected = selectChains(chains, query.get('chainId'))
      const balances = (
        await Promise.all(selected.map((service) => readBalances(service, account, icons.token)))
      ).flat()
      return json({ balances })
    }),
    projectRoute('history', 'GET', '/v1/account/:address/history', async ({ params, query }) => {
      // Nothing moves on the Bitcoin table (see BitcoinLedger): its history is empty.
      if (input.bitcoin && query.get('chainId')?.startsWith('bip122:')) return json({ data: [], next: null })
      const account = addressParam(params.address)
      const selected = selectChains(chains, query.get('chainId'))
      await Promise.all(selected.map((service) => service.indexer.sync()))
      const transactions = selected.flatMap((service) => service.indexer.all())
      const cursor = query.get('cursor')
      return json(historyPage(transactions, account, cursor === '' ? null : cursor, icons))
    }),
    // blockchain-api reads projectId, currency and addresses from the body here.
    projectJsonRoute('fungiblePrice', '/v1/fungible/price', (body) => {
      if (typeof body.currency !== 'string' || body.currency.toLowerCase() !== 'usd') {
        throw badRequest('currency must be usd')
      }
      if (!Array.isArray(body.addresses) || !body.addresses.every((entry) => typeof entry === 'string')) {
        throw badRequest('addresses must be an array of CAIP-10 strings')
      }
      const fungibles = (body.addresses as string[]).flatMap((caip10) => {
        const parts = caip10.split(':')
        if (parts.length !== 3) return []
        const service = chains.find((entry) => entry.chain.caipId === `${parts[0]}:${parts[1]}`)
        const tokenAddress = parts[2]!.toLowerCase()
        if (service === undefined) return []
        const token =
          tokenAddress === NATIVE_TOKEN_ADDRESS
            ? NATIVE_TOKEN
            : isAddress(tokenAddress, { strict: false })
              ? service.catalog.get(tokenAddress as Address)
              : undefined
        if (token === undefined) return []
        return [
          {
            name: token.name,
            symbol: token.symbol,
            iconUrl: icons.token(token.symbol),
            price: priceOf(token.symbol),
          },
        ]
      })
      return json({ fungibles })
    }),
    projectRoute('identity', 'GET', '/v1/identity/:address', ({ params }) => {
      const profile = names.reverse(addressParam(params.address))[0]
      return json({ name: profile?.name ?? null, avatar: profile?.attributes.avatar ?? null })
    }),
    // Not found is a 404 by default and `[]` with apiVersion=2, as blockchain-api's lookups answer.
    projectRoute('profileAccount', 'GET', '/v1/profile/account/:name', ({ params, query }) => {
      if (names.isRegistered(params.name!)) return json(names.resolve(params.name!))
      if (query.get('apiVersion') === '2') return json([])
      throw new ServiceRefusal({
        status: 404,
        body: {
          status: 'FAILED',
          reasons: [{ field: 'name', description: `Name is not found in the database: ${params.name}` }],
        },
      })
    }),
    projectRoute('profileReverse', 'GET', '/v1/profile/reverse/:address', ({ params, query }) => {
      const found = names.reverse(addressParam(params.address))
      if (found.length > 0 || query.get('apiVersion') === '2') return json(found)
      throw new ServiceRefusal({
        status: 404,
        body: {
          status: 'FAILED',
          reasons: [{ field: 'address', description: 'No name for address is found' }],
        },
      })
    }),
    projectRoute('profileSuggestions', 'GET', '/v1/profile/suggestions/:name', ({ params, query }) => {
      const zone = query.get('zone')
      if (zone !== null && `.${zone}` !== names.suffix)
        throw badRequest(`zone must be ${names.suffix.slice(1)}`)
      return json({ suggestions: names.suggestions(params.name!) })
    }),
    // The hosted register handler reads only the JSON body (blockchain-api
    // src/handlers/profile/register.rs): AppKit posts it without a project id.
    {
      name: 'registerName',
      method: 'POST',
      pattern: '/v1/profile/account',
      handler: async ({ req }) => json(await names.register(await readJsonObject(req))),
    },
    // A CAIP-10 path is the hosted service's smart-session store; any other id is a sign-in
    // session of devnet's own sign-in routes (see sign-in-routes.ts), which the hosted one lacks.
    projectRoute('session', 'GET', '/v1/sessions/:id', ({ params }) =>
      json(isCaip10Form(params.id!) ? input.permissions.list(params.id!) : sessions.get(params.id!)),
    ),
    projectRoute('revokeSession', 'POST', '/v1/sessions/:id/revoke', async ({ params, req }) => {
      const body = await readJsonObject(req)
      if (!isCaip10Form(params.id!)) return json(await sessions.revoke(params.id!, body))
      input.permissions.revoke(params.id!, body)
      return { status: 200, raw: '', contentType: 'application/json' }
    }),
    projectRoute('convertTokens', 'GET', '/v1/convert/tokens', ({ query }) => {
      const selected = selectChains(chains, query.get('chainId'))
      return json({ tokens: selected.flatMap((service) => swapTokens(service, icons.token).tokens) })
    }),
    projectRoute('gasPrice', 'GET', '/v1/convert/gas-price', async ({ query }) => {
      const [service] = selectChains(chains, query.get('chainId'))
      return json(await gasPrice(service!))
    }),
    ...signInRoutes({ chains, sessions, nonces: input.signInNonces }),
    ...swapRoutes(chains),
    ...onrampRoutes({ chains, orders: input.onrampOrders, providerUrl: input.onrampProviderUrl }),
    projectRoute('rpc', 'POST', '/v1', async ({ query, req }) => {
      requireQuery(query, ['chainId'])
      const [service] = selectChains(chains, query.get('chainId'))
      const forwarded = await input.forwardRpc(service!.chain.chainId, req)
      return { status: forwarded.status, raw: forwarded.text, contentType: 'application/json' }
    }),
    // Profile avatars sit on a public host in the hosted world: no project id, like any image URL.
    {
      name: 'avatar',
      method: 'GET',
      pattern: '/avatars/:name',
      handler: ({ params }) => {
        const name = params.name!.replace(/\.svg$/, '')
        if (!/^[a-z0-9-]{1,64}$/.test(name)) throw badRequest('name must be letters, digits and hyphens')
        return svg(generatedSvg(`avatar:${name}`, name.slice(0, 2).toUpperCase()))
      },
    },
  ]
}
