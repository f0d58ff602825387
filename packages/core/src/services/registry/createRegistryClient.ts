import type { RemoteProjectConfig } from '../../client/types.js'
import {
  FEATURED_WALLETS_MAX,
  RECOMMENDED_WALLETS_MAX,
  WALLET_SEARCH_ENTRIES,
  WALLET_SEARCH_MIN_WAIT_MS,
  WALLETS_PAGE_SIZE,
} from '../../constants/index.js'
import { INVALID_CONFIG } from '../../errors/commonDefinitions.js'
import { createError } from '../../errors/createError.js'
import {
  ALERT_ORIGIN_NOT_ALLOWED,
  ALERT_PROJECT_ID_NOT_CONFIGURED,
  ALERT_RATE_LIMITED,
  ALERT_SERVER_ERROR,
} from '../../errors/definitions.js'
import { createLogger } from '../../logger/index.js'
import { type AlertListener, alertForServerMessage, createAlertOnce } from '../alerts/index.js'
import { createHttpClient } from '../http/createHttpClient.js'
import { isHttpStatusError, serverMessage } from '../http/HttpStatusError.js'
import type { ServiceClientOptions } from '../options.js'
import { systemClock } from '../systemClock.js'
import { createImageCache } from './createImageCache.js'
import {
  allowedOriginsSchema,
  analyticsConfigSchema,
  projectConfigSchema,
  type WalletsPage,
  walletsPageSchema,
} from './schemas.js'
import { withMinimumWait } from './withMinimumWait.js'

export type ImageKind = 'wallet' | 'asset' | 'currency' | 'token'

const IMAGE_PATHS: Record<ImageKind, string> = {
  wallet: '/getWalletImage/',
  asset: '/public/getAssetImage/',
  currency: '/public/getCurrencyImage/',
  token: '/public/getTokenImage/',
}

export type GetWalletsParameters = {
  page?: number
  entries?: number
  include?: readonly string[]
  exclude?: readonly string[]
  search?: string
  badge_type?: string
  /** CAIP-2 ids; the registry returns wallets that support any of them. */
  chains?: readonly string[]
  signal?: AbortSignal
}

/** The answer of the allowed-origins call (spec §8 allowed-origins handling). */
export type AllowedOriginsResult =
  | { status: 'ok'; allowedOrigins: string[] }
  | { status: 'rate-limited' }
  | { status: 'server-error' }
  | { status: 'forbidden' }

export type RegistryClientOptions = ServiceClientOptions & {
  onAlert?: AlertListener
  /**
   * What a 403 from the allowed-origins call means. 'empty-list' (default) treats it like
   * any other client error: no list, so no origin check. 'origin-not-allowed' raises the
   * Origin Not Allowed alert and answers `{ status: 'forbidden' }`.
   */
  originsForbidden?: 'empty-list' | 'origin-not-allowed'
  clientId?: string
  createObjectUrl?: (blob: Blob) => string
  revokeObjectUrl?: (url: string) => void
}

export type RegistryClient = ReturnType<typeof createRegistryClient>

/**
 * The wallet registry (spec §7). Every call carries projectId, st and sv. Calls reject with
 * SigilErrors (see createHttpClient); project-level problems also raise their alert once
 * per client through `onAlert`.
 */
export function createRegistryClient(options: RegistryClientOptions) {
  const clock = options.clock ?? systemClock
  const logger = options.logger ?? createLogger()
  const alertOnce = createAlertOnce(options.onAlert)
  const http = createHttpClient({
    baseUrl: options.baseUrl,
    clientId: options.clientId,
    baseParams: { projectId: options.projectId, st: options.sdkType ?? 'sigil', sv: options.sdkVersion },
    fetch: options.fetch,
    clock,
    timeoutMs: options.timeoutMs,
  })
  const images = createImageCache({
    clock,
    createObjectUrl: options.createObjectUrl ?? ((blob) => URL.createObjectURL(blob)),
    revokeObjectUrl: options.revokeObjectUrl ?? ((url) => URL.revokeObjectURL(url)),
  })
  const onInvalidListing = (error: unknown) =>
    logger.warn('registry: dropped an invalid wallet listing', error)

  function requireProjectId(): void {
    if (options.projectId.trim() !== '') return
    alertOnce(ALERT_PROJECT_ID_NOT_CONFIGURED)
    throw createError(INVALID_CONFIG, { reason: 'projectId is not set' })
  }

  /** Raises the alert a failed call's status or server message stands for, then rethrows. */
  function alertOn(error: unknown, serverErrorAlert: boolean): never {
    if (isHttpStatusError(error)) {
      const byMessage = alertForServerMessage(serverMessage(error.body))
      if (byMessage) alertOnce(byMessage)
      else if (error.status === 429) alertOnce(ALERT_RATE_LIMITED)
      else if (serverErrorAlert && error.status >= 500 && error.status <= 599) alertOnce(ALERT_SERVER_ERROR)
    }
    throw error
  }

  async function getWallets(parameters: GetWalletsParameters = {}): Promise<WalletsPage> {
    requireProjectId()
    const { signal, ...params } = parameters
    const asked = { page: 1, entries: WALLETS_PAGE_SIZE, ...params }
    return http
      .get({ path: '/getWallets', params: asked, signal }, walletsPageSchema(onInvalidListing, asked.entries))
      .catch((error: unknown) => alertOn(error, false))
  }

  function loadImage(kind: ImageKind, id: string) {
    return () => http.getBlob({ path: `${IMAGE_PATHS[kind]}${encodeURIComponent(id)}` })
  }

  return {
    getWallets,
    /** A page of the full list, 40 wallets each (R-API-44). */
    getWalletsPage: (page: number, filters: Omit<GetWalletsParameters, 'page' | 'entries'> = {}) =>
      getWallets({ ...filters, page, entries: WALLETS_PAGE_SIZE }),
    /** The configured featured wallets, at most 4 by default. */
    getFeaturedWallets: (ids: readonly string[], max = FEATURED_WALLETS_MAX) =>
      ids.length === 0
        ? Promise.resolve<WalletsPage>({ data: [], count: 0 })
        : getWallets({ page: 1, entries: Math.min(max, ids.length), include: ids.slice(0, max) }),
    /**
     * The registry's recommended wallets, 4 by default, without the excluded and featured ones;
     * `include` (the app's `includeWalletIds`) limits them to those wallets.
     */
    getRecommendedWallets: (
      parameters: {
        exclude?: readonly string[]
        include?: readonly string[]
        chains?: readonly string[]
        max?: number
      } = {},
    ) =>
      getWallets({
        page: 1,
        entries: parameters.max ?? RECOMMENDED_WALLETS_MAX,
        include: parameters.include,
        exclude: parameters.exclude,
        chains: parameters.chains,
      }),
    /**
     * A search of up to 100 entries; settles no sooner than 300 ms after it started so the
     * loading state does not flicker (R-PERF-13). `startedAt` (on the client's clock) is when
     * that loading state began, e.g. the keystroke, when that was before the call.
     */
    searchWallets: (
      search: string,
      filters: Omit<GetWalletsParameters, 'search' | 'page' | 'entries'> = {},
      options: { startedAt?: number } = {},
    ) =>
      withMinimumWait(
        clock,
        WALLET_SEARCH_MIN_WAIT_MS,
        getWallets({ ...filters, search, page: 1, entries: WALLET_SEARCH_ENTRIES }),
        options.startedAt,
      ),
    /** An image as an object URL, fetched once per client. */
    getImageUrl: (kind: ImageKind, id: string) => images.get(`${kind}:${id}`, loadImage(kind, id)),
    /** Like getImageUrl, but gives up (undefined) after 2 s or on failure (R-PERF-09). */
    preloadImage: (kind: ImageKind, id: string, timeoutMs?: number) =>
      images.preload(`${kind}:${id}`, loadImage(kind, id), timeoutMs),
    cachedImageUrl: (kind: ImageKind, id: string) => images.peek(`${kind}:${id}`),
    /** The remote project configuration; rejects (after its alert) so the caller can fall back. */
    async getProjectConfig(): Promise<RemoteProjectConfig> {
      requireProjectId()
      return http
        .get({ path: '/appkit/v1/config' }, projectConfigSchema)
        .catch((error: unknown) => alertOn(error, true))
    },
    /** 429 → rate-limited, 500–599 → server-error (each with its alert), other failures → an empty list. */
    async getAllowedOrigins(): Promise<AllowedOriginsResult> {
      requireProjectId()
      try {
        const { allowedOrigins } = await http.get({ path: '/projects/v1/origins' }, allowedOriginsSchema)
        return { status: 'ok', allowedOrigins }
      } catch (error) {
        if (isHttpStatusError(error, 429)) {
          alertOnce(ALERT_RATE_LIMITED)
          return { status: 'rate-limited' }
        }
        if (isHttpStatusError(error) && error.status >= 500 && error.status <= 599) {
          alertOnce(ALERT_SERVER_ERROR)
          return { status: 'server-error' }
        }
        if (isHttpStatusError(error, 403) && options.originsForbidden === 'origin-not-allowed') {
          alertOnce(ALERT_ORIGIN_NOT_ALLOWED)
          return { status: 'forbidden' }
        }
        logger.warn('registry: could not read allowed origins', error)
        return { status: 'ok', allowedOrigins: [] }
      }
    },
    /** Whether analytics may be sent; false when the call fails. */
    async getAnalyticsConfig(): Promise<{ isAnalyticsEnabled: boolean }> {
      try {
        return await http.get({ path: '/getAnalyticsConfig' }, analyticsConfigSchema)
      } catch (error) {
        logger.warn('registry: could not read the analytics config', error)
        return { isAnalyticsEnabled: false }
      }
    },
    /** Revokes the object URLs this client made. */
    clearImages: () => images.clear(),
  }
}
