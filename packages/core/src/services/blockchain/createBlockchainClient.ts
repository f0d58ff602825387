import type { CaipNetwork } from '../../caip/types.js'
import {
  BALANCE_RETRY_WAIT_MS,
  IDENTITY_CACHE_MS,
  NAME_SUFFIX,
  PORTFOLIO_CACHE_MS,
} from '../../constants/index.js'
import { createError } from '../../errors/createError.js'
import {
  ERROR_FETCHING_NAME_SUGGESTIONS,
  ERROR_REGISTERING_NAME,
  ERROR_RESOLVING_NAME,
  type ErrorDefinition,
  FAILED_TO_FETCH_TRANSACTIONS,
  TOKEN_BALANCE_UNAVAILABLE,
} from '../../errors/definitions.js'
import type { ErrorCode } from '../../errors/index.js'
import type { SigilError } from '../../errors/SigilError.js'
import { createLogger } from '../../logger/index.js'
import { createRetryBlock } from '../cache/createRetryBlock.js'
import { createTtlCache } from '../cache/createTtlCache.js'
import { createHttpClient } from '../http/createHttpClient.js'
import { isHttpStatusError } from '../http/HttpStatusError.js'
import type { ServiceClientOptions } from '../options.js'
import { systemClock } from '../systemClock.js'
import { forceUpdateQuery } from './balanceRefresh.js'
import { coinTypeFromChainId } from './coinTypeFromChainId.js'
import { dropLowQualityTokens } from './dropLowQualityTokens.js'
import { filterTransactions } from './filterTransactions.js'
import { createOnrampCalls, type OnrampSamples } from './onrampCalls.js'
import {
  balancesSchema,
  emptyBodySchema,
  type FungiblePrice,
  fungiblePriceSchema,
  type HistoryPage,
  historyPageSchema,
  type Identity,
  identitySchema,
  type NameProfile,
  nameProfileOrNoneSchema,
  nameProfileSchema,
  nameProfilesSchema,
  nameSuggestionsSchema,
  type SmartSession,
  type SupportedChains,
  smartSessionsSchema,
  supportedChainsSchema,
  type TokenBalance,
} from './schemas.js'
import { createSwapCalls, DEFAULT_SWAP_PATHS, type SwapPaths } from './swapCalls.js'

export type BlockchainClientOptions = ServiceClientOptions & {
  /** Receives the snackbar messages: 'Token Balance Unavailable', 'Failed to fetch transactions'. */
  onSnackbar?: (error: SigilError) => void
  swapPaths?: Partial<SwapPaths>
  /** Shown when the onramp calls fail (R-ERR-23); see onrampSamples.ts for the defaults. */
  onrampSamples?: OnrampSamples
}

export type BlockchainClient = ReturnType<typeof createBlockchainClient>

const isEvm = (network: CaipNetwork) => network.chainNamespace === 'eip155'

/**
 * The blockchain service (spec §7). Every call carries projectId, st and sv. Balance and
 * history never reject: on failure they report a snackbar and answer empty. Name calls
 * reject with their catalogue error; other calls reject with the HTTP client's SigilErrors.
 */
export function createBlockchainClient(options: BlockchainClientOptions) {
  const clock = options.clock ?? systemClock
  const logger = options.logger ?? createLogger()
  const http = createHttpClient({
    baseUrl: options.baseUrl,
    baseParams: { projectId: options.projectId, st: options.sdkType ?? 'sigil', sv: options.sdkVersion },
    fetch: options.fetch,
    clock,
    timeoutMs: options.timeoutMs,
  })
  const swapPaths = { ...DEFAULT_SWAP_PATHS, ...options.swapPaths }
  const identities = createTtlCache<Identity>(clock, IDENTITY_CACHE_MS)
  const balances = createTtlCache<TokenBalance[]>(clock, PORTFOLIO_CACHE_MS)
  // The tokens last listed per account and network, past the cache's life: what a refresh names.
  const listed = new Map<string, readonly TokenBalance[]>()
  const balanceBlock = createRetryBlock(clock, BALANCE_RETRY_WAIT_MS)
  let supportedChains: Promise<SupportedChains> | undefined

  const snackbar = (definition: ErrorDefinition<ErrorCode>, cause: unknown) =>
    options.onSnackbar?.(createError(definition, {}, { cause }))

  function getSupportedChains(): Promise<SupportedChains> {
    supportedChains ??= http
      .get({ path: '/v1/supported-chains' }, supportedChainsSchema)
      .catch((error: unknown) => {
        supportedChains = undefined
        throw error
      })
    return supportedChains
  }

  /** Whether the service serves the network; when it cannot tell, calls go ahead. */
  async function isSupported(network: CaipNetwork): Promise<boolean> {
    try {
      return (await getSupportedChains()).http.includes(network.caipNetworkId)
    } catch (error) {
      logger.warn('blockchain: could not read the supported chains', error)
      return true
    }
  }

  async function names<T>(definition: ErrorDefinition<ErrorCode>, call: () => Promise<T>): Promise<T> {
    try {
      return await call()
    } catch (error) {
      throw createError(definition, {}, { cause: error })
    }
  }

  async function reverseName(address: string): Promise<NameProfile[]> {
    return names(ERROR_RESOLVING_NAME, () =>
      http.get(
        { path: `/v1/profile/reverse/${encodeURIComponent(address)}`, params: { apiVersion: '2' } },
        nameProfilesSchema,
      ),
    )
  }

  async function getTransactions(parameters: {
    account: string
    network: CaipNetwork
    cursor?: string
    signal?: AbortSignal
  }): Promise<HistoryPage> {
    const empty: HistoryPage = { data: [], next: null }
    // History is served for EVM networks only (spec §9), and only those the service supports.
    if (!isEvm(parameters.network) || !(await isSupported(parameters.network))) return empty
    try {
      const page = await http.get(
        {
          path: `/v1/account/${encodeURIComponent(parameters.account)}/history`,
          params: { cursor: parameters.cursor, chainId: parameters.network.caipNetworkId },
          signal: parameters.signal,
        },
        historyPageSchema((error) => logger.warn('blockchain: a history entry was dropped', error)),
      )
      return { data: filterTransactions(page.data, parameters.network.caipNetworkId), next: page.next }
    } catch (error) {
      snackbar(FAILED_TO_FETCH_TRANSACTIONS, error)
      return empty
    }
  }

  return {
    getSupportedChains,
    isSupported,

    /**
     * Name and avatar of an address on an EVM mainnet (R-ACCT-25), cached 5 min. When the
     * identity call fails, the first name of the reverse lookup is used (R-API-41).
     */
    async getIdentity(parameters: {
      address: string
      network: CaipNetwork
      sender?: string
    }): Promise<Identity | undefined> {
      if (!isEvm(parameters.network) || parameters.network.testnet) return undefined
      const key = parameters.address.toLowerCase()
      const cached = identities.get(key)
      if (cached) return cached
      let identity: Identity
      try {
        identity = await http.get(
          {
            path: `/v1/identity/${encodeURIComponent(parameters.address)}`,
            params: { sender: parameters.sender },
          },
          identitySchema,
        )
      } catch (error) {
        logger.warn('blockchain: identity lookup failed, trying the reverse lookup', error)
        const [profile] = await reverseName(parameters.address).catch(() => [])
        if (!profile) return undefined
        identity = { name: profile.name, avatar: profile.attributes.avatar ?? null }
      }
      identities.set(key, identity)
      return identity
    },

    /** One page of activity, filtered (R-ACCT-20, 21); empty plus a snackbar on failure (R-ERR-03). */
    getTransactions,

    /** Every page, following the cursor until the service returns none (R-ACCT-17). */
    async *transactionPages(parameters: { account: string; network: CaipNetwork; signal?: AbortSignal }) {
      let cursor: string | undefined
      do {
        const page = await getTransactions({ ...parameters, cursor })
        yield page
        cursor = page.next ?? undefined
      } while (cursor !== undefined)
    },

    /**
     * Token balances, cached 30 s, zero-decimal tokens dropped (R-ACCT-22). On failure or an
     * unsupported network: the 'Token Balance Unavailable' snackbar, an empty list, and no
     * new request for that account and network for 30 s (R-ERR-02).
     */
    async getBalances(parameters: {
      address: string
      network: CaipNetwork
      currency?: string
      /**
       * Read past the caches: `true` for every token listed so far, or the CAIP-10 addresses of
       * the tokens to read afresh (see `forceUpdateQuery`).
       */
      forceUpdate?: boolean | readonly string[]
    }): Promise<TokenBalance[]> {
      const currency = parameters.currency ?? 'usd'
      const key = `${parameters.network.caipNetworkId}:${parameters.address.toLowerCase()}:${currency}`
      if (balanceBlock.isBlocked(key)) return []
      if (!parameters.forceUpdate) {
        const cached = balances.get(key)
        if (cached) return cached
      }
      if (!(await isSupported(parameters.network))) {
        balanceBlock.block(key)
        snackbar(TOKEN_BALANCE_UNAVAILABLE, undefined)
        return []
      }
      try {
        const { caipNetworkId } = parameters.network
        const { balances: list } = await http.get(
          {
            path: `/v1/account/${encodeURIComponent(parameters.address)}/balance`,
            params: {
              currency,
              chainId: caipNetworkId,
              forceUpdate: forceUpdateQuery(parameters.network, parameters.forceUpdate, listed.get(key)),
            },
          },
          balancesSchema((error) => logger.warn('blockchain: a balance entry was dropped', error)),
        )
        // The list is of the network asked for; the service may leave `chainId` out.
        const kept = dropLowQualityTokens(
          list.map((token) => ({ ...token, chainId: token.chainId ?? caipNetworkId })),
        )
        balances.set(key, kept)
        listed.set(key, kept)
        return kept
      } catch (error) {
        balanceBlock.block(key)
        snackbar(TOKEN_BALANCE_UNAVAILABLE, error)
        return []
      }
    },

    /** Prices of tokens given as CAIP-10 addresses (R-API-17). */
    async getFungiblePrice(parameters: {
      addresses: readonly string[]
      currency?: string
    }): Promise<FungiblePrice[]> {
      const body = {
        currency: parameters.currency ?? 'usd',
        addresses: parameters.addresses,
        projectId: options.projectId,
      }
      return (await http.post({ path: '/v1/fungible/price', body }, fungiblePriceSchema)).fungibles
    },

    /**
     * The profile of a name, whose addresses each carry `address` (R-API-42); undefined when
     * the name is not registered or the network is not EVM (R-ACCT-26).
     */
    async resolveName(name: string, network?: CaipNetwork): Promise<NameProfile | undefined> {
      if (network && !isEvm(network)) return undefined
      try {
        // apiVersion=2 answers an unregistered name with `[]` instead of a 404, as AppKit asks.
        return await http.get(
          { path: `/v1/profile/account/${encodeURIComponent(name)}`, params: { apiVersion: '2' } },
          nameProfileOrNoneSchema,
        )
      } catch (error) {
        if (isHttpStatusError(error, 404)) return undefined
        throw createError(ERROR_RESOLVING_NAME, {}, { cause: error })
      }
    },

    /** The profiles that name an address (R-API-23). */
    reverseName,

    /** Suggestions for a name in a zone (default the product's suffix without its dot). */
    getNameSuggestions: (name: string, zone = NAME_SUFFIX.slice(1)) =>
      names(ERROR_FETCHING_NAME_SUGGESTIONS, async () => {
        const path = `/v1/profile/suggestions/${encodeURIComponent(name)}`
        return (await http.get({ path, params: { zone } }, nameSuggestionsSchema)).suggestions
      }),

    /** Registers a name: `message` is the signed text, coin_type comes from the EVM chain id. */
    registerName: (parameters: { address: string; chainId: number; message: string; signature: string }) =>
      names(ERROR_REGISTERING_NAME, () =>
        http.post(
          {
            path: '/v1/profile/account',
            body: {
              coin_type: coinTypeFromChainId(parameters.chainId),
              address: parameters.address,
              message: parameters.message,
              signature: parameters.signature,
            },
          },
          nameProfileSchema,
        ),
      ),

    /** The smart-session permissions of a CAIP-10 account (`{ pcis }`), revoked ones included. */
    getSmartSessions: async (account: string): Promise<SmartSession[]> =>
      (
        await http.get(
          { path: `/v1/sessions/${encodeURIComponent(account)}` },
          smartSessionsSchema((error) => logger.warn('blockchain: a smart session was dropped', error)),
        )
      ).pcis,

    /** Revokes a smart-session permission of a CAIP-10 account; the service answers with no body. */
    revokeSmartSession: (account: string, parameters: { pci: string; signature: string }): Promise<void> =>
      http.post(
        { path: `/v1/sessions/${encodeURIComponent(account)}/revoke`, body: parameters },
        emptyBodySchema,
      ),

    ...createSwapCalls({ http, projectId: options.projectId, paths: swapPaths, isSupported }),
    ...createOnrampCalls({ http, logger, samples: options.onrampSamples }),
  }
}
