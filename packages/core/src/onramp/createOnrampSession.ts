import { createStore } from 'zustand/vanilla'
import type { CaipNetwork } from '../caip/types.js'
import { clockOf } from '../client/clockOf.js'
import { debounce } from '../client/debounce.js'
import type { SigilClient } from '../client/types.js'
import { supportsOnramp } from '../client/walletFeatures.js'
import type { OnrampQuote } from '../services/blockchain/onrampSchemas.js'
import { type ServiceProblem, serviceProblem } from '../services/http/serviceProblem.js'
import { sleep } from '../services/sleep.js'
import { growth, heldAmount } from './heldAmount.js'
import { onrampPresets } from './onrampPresets.js'
import type { OnrampProvider, OnrampService } from './onrampProviders.js'
import {
  checkPaymentAmount,
  type PaymentAmountProblem,
  type PaymentCurrency,
  type PaymentLimits,
  type PaymentMethod,
  paymentLimits,
} from './paymentLimits.js'
import { findAsset, type OnrampAsset, purchaseAssetsOn } from './purchaseAssets.js'

/** How often the balance is read while a purchase is awaited, and for how long at most. */
export const ONRAMP_WATCH_INTERVAL_MS = 3_000
export const ONRAMP_WATCH_LIMIT_MS = 30 * 60_000

/** Why Buy cannot go on, as a code the view puts in words (in the active locale). */
export type OnrampProblem =
  | ServiceProblem
  | { code: 'onrampNoNetwork' }
  | { code: 'onrampNotOnNetwork'; network: string }
  | { code: 'onrampNoAccount' }
  | { code: 'onrampNoProvider' }
  | { code: 'onrampNothingToBuy'; network: string }

export type OnrampQuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  /** `sample`: the provider's quote failed and the built-in sample stands in (R-ERR-23). */
  | { status: 'ready'; quote: OnrampQuote; sample: boolean }
  | { status: 'error'; problem: ServiceProblem }

/** The provider's purchase page: opened by the view in the click, given its URL once known. */
export type PurchaseWindow = { show(url: string): void; close(): void }

export type OnrampPurchase =
  | { status: 'idle' }
  | { status: 'opening' }
  /** `opened` false: no window could be opened (a popup blocker); the view offers the link. */
  | { status: 'watching'; url: string; opened: boolean }
  | { status: 'received'; amount: string; symbol: string; balance: string }
  | { status: 'stalled'; url: string }
  | { status: 'failed'; problem: ServiceProblem }

export type OnrampSessionState = {
  /** `unavailable`: nothing can be bought here (`problem` says why); `error`: loading failed, retry. */
  status: 'loading' | 'ready' | 'unavailable' | 'error'
  problem?: OnrampProblem
  network?: CaipNetwork
  providers: readonly Pick<OnrampProvider, 'id' | 'name' | 'feePercent'>[]
  provider?: Pick<OnrampProvider, 'id' | 'name' | 'feePercent'>
  assets: readonly OnrampAsset[]
  asset?: OnrampAsset
  paymentCurrencies: readonly PaymentCurrency[]
  paymentCurrency?: PaymentCurrency
  method: PaymentMethod
  /** The chosen method's limits in the chosen currency (R-ACCT-28). */
  limits: PaymentLimits
  amount: string
  amountError?: PaymentAmountProblem
  quote: OnrampQuoteState
  purchase: OnrampPurchase
}

export type OnrampSessionParameters = {
  client: SigilClient
  providers: readonly OnrampProvider[]
  /** What the router's data asked for: an asset by symbol and an amount to pay. */
  initial?: { asset?: string; amount?: string }
}

export type OnrampSession = {
  getState(): OnrampSessionState
  subscribe(listener: () => void): () => void
  /** Reads the provider's options; again after an error. */
  load(): Promise<void>
  selectProvider(id: string): Promise<void>
  selectAsset(id: string): void
  selectPaymentCurrency(id: string): void
  selectMethod(method: PaymentMethod): void
  setAmount(text: string): void
  /**
   * Asks the provider for its purchase URL, shows it in `window` (opened by the view in the
   * click, so popup blockers allow it) and watches the balance until the purchase arrives.
   */
  continue(window?: PurchaseWindow): Promise<void>
  /** Watches the balance again after a long wait. */
  checkAgain(): void
  /** Back to choosing, after a purchase arrived or failed. */
  dismiss(): void
  destroy(): void
}

const errorText = (error: unknown) => serviceProblem(error, 'provider')

/**
 * The rules of Buy (R-ACCT-05) for one account on the active network: what can be bought
 * there, the payment currency and method with their limits (R-ACCT-28), a debounced quote on
 * the client's clock, the provider's URL, and the balance watched until the purchase arrives.
 */
export function createOnrampSession({ client, providers, initial }: OnrampSessionParameters): OnrampSession {
  const clock = clockOf(client)
  const chainState = client.getState()
  const network = chainState.chain.activeNetwork
  const account = network ? chainState.accounts[network.chainNamespace]?.address : undefined
  const describe = ({ id, name, feePercent }: OnrampProvider) => ({ id, name, feePercent })
  const store = createStore<OnrampSessionState>(() => ({
    status: 'loading',
    ...(network ? { network } : {}),
    providers: providers.map(describe),
    ...(providers[0] ? { provider: describe(providers[0]) } : {}),
    assets: [],
    paymentCurrencies: [],
    method: 'card',
    limits: paymentLimits(undefined, 'card'),
    amount: initial?.amount ?? '',
    quote: { status: 'idle' },
    purchase: { status: 'idle' },
  }))
  const set = (patch: Partial<OnrampSessionState>) => store.setState(patch)
  const get = () => store.getState()
  const lifetime = new AbortController()
  let service: OnrampService | undefined
  let quoteRun = 0
  let watchRun = 0

  const refusal: OnrampProblem | undefined = !network
    ? { code: 'onrampNoNetwork' }
    : !supportsOnramp(network)
      ? { code: 'onrampNotOnNetwork', network: network.name }
      : !account
        ? { code: 'onrampNoAccount' }
        : undefined

  const quoteLater = debounce(clock, (run: number) => void fetchQuote(run))

  function checked() {
    const { amount, limits, paymentCurrency, method } = get()
    return checkPaymentAmount(amount, limits, paymentCurrency?.id ?? '', method)
  }

  async function fetchQuote(run: number): Promise<void> {
    const { asset, paymentCurrency } = get()
    const check = checked()
    if (!service || !asset || !paymentCurrency || !check.ok) return
    try {
      const quote = await service.getOnrampQuote({
        purchaseCurrency: asset.id,
        paymentCurrency: paymentCurrency.id,
        amount: check.amount,
        network: asset.network.name,
      })
      if (run === quoteRun && !lifetime.signal.aborted)
        set({ quote: { status: 'ready', quote, sample: quote.quoteId === 'sample' } })
    } catch (error) {
      if (run === quoteRun && !lifetime.signal.aborted)
        set({ quote: { status: 'error', problem: errorText(error) } })
    }
  }

  /**
   * Applies `patch` with the limits, the amount check and the quote that follow from it, in one
   * update; only a valid amount is quoted (R-ACCT-28).
   */
  function requote(patch: Partial<OnrampSessionState> = {}): void {
    quoteRun += 1
    quoteLater.cancel()
    const next = { ...get(), ...patch }
    const limits = paymentLimits(next.paymentCurrency, next.method)
    const check = checkPaymentAmount(next.amount, limits, next.paymentCurrency?.id ?? '', next.method)
    const quoting = check.ok && next.status === 'ready'
    set({
      ...patch,
      limits,
      amountError: check.ok ? undefined : check.problem,
      quote: { status: quoting ? 'loading' : 'idle' },
    })
    if (quoting) quoteLater.call(quoteRun)
  }

  const busy = () => get().purchase.status === 'opening' || get().purchase.status === 'watching'

  async function balanceOf(asset: OnrampAsset): Promise<string> {
    if (!service || !network || !account) return '0'
    return heldAmount(await service.getBalances({ address: account, network, forceUpdate: true }), asset)
  }

  /** Reads the balance every few seconds until it grew past `before`, or the wait is too long. */
  async function watch(asset: OnrampAsset, before: string, url: string, opened: boolean): Promise<void> {
    const run = ++watchRun
    const started = clock.now()
    set({ purchase: { status: 'watching', url, opened } })
    while (run === watchRun && !lifetime.signal.aborted) {
      const after = await balanceOf(asset).catch(() => before)
      if (run !== watchRun || lifetime.signal.aborted) return
      const received = growth(before, after)
      if (received) {
        set({ purchase: { status: 'received', amount: received, symbol: asset.symbol, balance: after } })
        if (network)
          await client.refreshBalance(network.chainNamespace, { force: true }).catch(() => undefined)
        return
      }
      if (clock.now() - started >= ONRAMP_WATCH_LIMIT_MS) return set({ purchase: { status: 'stalled', url } })
      // destroy() clears the pending wait too; the loop then sees the abort and stops.
      await sleep(clock, ONRAMP_WATCH_INTERVAL_MS, lifetime.signal).catch(() => undefined)
    }
  }

  let watched: { asset: OnrampAsset; before: string } | undefined

  async function loadProvider(provider: OnrampProvider): Promise<void> {
    if (!network) return
    set({ status: 'loading', problem: undefined, provider: describe(provider), quote: { status: 'idle' } })
    try {
      const loaded = await provider.load()
      const options = await loaded.getOnrampOptions(network)
      if (lifetime.signal.aborted || get().provider?.id !== provider.id) return
      service = loaded
      const assets = purchaseAssetsOn(options, network)
      if (assets.length === 0)
        return set({ status: 'unavailable', problem: { code: 'onrampNothingToBuy', network: network.name } })
      const currencies = options.paymentCurrencies
      const current = get()
      const asset = findAsset(assets, current.asset?.symbol ?? initial?.asset) ?? assets[0]
      const paymentCurrency =
        currencies.find((currency) => currency.id === current.paymentCurrency?.id) ??
        currencies.find((currency) => currency.id === 'USD') ??
        currencies[0]
      requote({ status: 'ready', assets, asset, paymentCurrencies: currencies, paymentCurrency })
    } catch (error) {
      if (!lifetime.signal.aborted) set({ status: 'error', problem: errorText(error) })
    }
  }

  const session: OnrampSession = {
    getState: get,
    subscribe: (listener) => store.subscribe(listener),

    async load() {
      if (refusal) return set({ status: 'unavailable', problem: refusal })
      const provider = providers.find((candidate) => candidate.id === get().provider?.id) ?? providers[0]
      if (!provider) return set({ status: 'unavailable', problem: { code: 'onrampNoProvider' } })
      await loadProvider(provider)
    },

    async selectProvider(id) {
      const provider = providers.find((candidate) => candidate.id === id)
      if (busy() || !provider || provider.id === get().provider?.id) return
      await loadProvider(provider)
    },

    selectAsset(id) {
      const asset = findAsset(get().assets, id)
      if (busy() || !asset) return
      requote({ asset })
    },

    selectPaymentCurrency(id) {
      const paymentCurrency = get().paymentCurrencies.find((currency) => currency.id === id)
      if (busy() || !paymentCurrency) return
      requote({ paymentCurrency })
    },

    selectMethod(method) {
      if (busy()) return
      requote({ method })
    },

    setAmount(text) {
      if (busy()) return
      requote({ amount: text })
    },

    async continue(window) {
      const { asset, quote } = get()
      const check = checked()
      if (busy() || !service || !asset || !account || !check.ok || quote.status !== 'ready') {
        window?.close()
        return
      }
      set({ purchase: { status: 'opening' } })
      try {
        const [before, url] = await Promise.all([
          balanceOf(asset),
          service.generateOnrampUrl({
            destinationWallets: [
              { address: account, blockchains: [asset.network.name], assets: [asset.symbol] },
            ],
            partnerUserId: account,
            defaultNetwork: asset.network.name,
            defaultExperience: 'buy',
            ...onrampPresets(check.amount, quote.quote, quote.sample),
          }),
        ])
        if (lifetime.signal.aborted) return window?.close()
        window?.show(url)
        watched = { asset, before }
        await watch(asset, before, url, window !== undefined)
      } catch (error) {
        window?.close()
        if (!lifetime.signal.aborted) set({ purchase: { status: 'failed', problem: errorText(error) } })
      }
    },

    checkAgain() {
      const { purchase } = get()
      if (purchase.status !== 'stalled' || !watched) return
      void watch(watched.asset, watched.before, purchase.url, true)
    },

    dismiss() {
      if (get().purchase.status === 'opening') return
      watchRun += 1
      requote({ purchase: { status: 'idle' } })
    },

    destroy() {
      quoteLater.cancel()
      watchRun += 1
      lifetime.abort()
    },
  }
  return session
}
