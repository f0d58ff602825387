import { createStore } from 'zustand/vanilla'
import { formatUnits } from '../amounts/units.js'
import type { CaipNetwork } from '../caip/types.js'
import type { CallsPlan } from '../calls/planCalls.js'
import { clockOf } from '../client/clockOf.js'
import { debounce } from '../client/debounce.js'
import type { SigilClient } from '../client/types.js'
import { DEFAULT_SWAP_CHAIN_IDS, supportsSwaps } from '../client/walletFeatures.js'
import { GAS_PRICE_NETWORK_NOT_SUPPORTED, SWAPS_NETWORK_NOT_SUPPORTED } from '../errors/definitions.js'
import { isSigilError } from '../errors/SigilError.js'
import type { SwapToken } from '../services/blockchain/swapSchemas.js'
import { DEFAULT_ALLOWANCE_RESET_TOKENS, needsAllowanceReset } from './allowanceResetTokens.js'
import { checkSwapAmount, maxSwapAmount, type SwapAmountProblem } from './swapAmount.js'
import { promptsForSwap, sendSwapBatch } from './swapBatch.js'
import { type SwapProblem, swapProblem } from './swapProblem.js'
import { feeReserve, quoteDetails, type SwapQuoteDetails } from './swapQuote.js'
import type { SwapService } from './swapService.js'
import { findSwapToken, type SwapTokenOption, toSwapTokens } from './swapTokens.js'
import { receiptWaiter, type WaitForTransaction } from './waitForReceipt.js'
import { zeroApproval } from './zeroApproval.js'

export type SwapQuoteState =
  | { status: 'idle' }
  | { status: 'loading' }
  | { status: 'ready'; details: SwapQuoteDetails }
  | { status: 'error'; problem: SwapProblem }

/** Where a swap is: each wallet request has its own step (approve, then swap). */
export type SwapStep =
  | { name: 'idle' }
  | {
      name: 'running'
      /** Whether this swap needed an approval first (so a view can list both steps). */
      approval: boolean
      stage: 'approve' | 'swap'
      /** Building the transaction, waiting for the wallet to sign it, or waiting for a block. */
      phase: 'preparing' | 'wallet' | 'pending'
      hash?: string
      /** Approval and swap went to the wallet together, as one batch (one prompt). */
      batched?: boolean
    }
  | {
      name: 'done'
      hash: string
      from: SwapTokenOption
      to: SwapTokenOption
      sold: bigint
      received: bigint
    }
  | { name: 'failed'; approval: boolean; stage: 'approve' | 'swap'; problem: SwapProblem }

export type SwapSessionState = {
  /** `unavailable`: Swap cannot work here (`problem` says why); `error`: loading failed, retry. */
  status: 'loading' | 'ready' | 'unavailable' | 'error'
  problem?: SwapProblem
  network?: CaipNetwork
  tokens: readonly SwapTokenOption[]
  from?: SwapTokenOption
  to?: SwapTokenOption
  /** The amount to sell as typed ('.' as the decimal separator). */
  amount: string
  /** What is wrong with the amount, as a code. */
  amountError?: SwapAmountProblem
  /** Wei per gas, from the service. */
  gasPrice: bigint
  quote: SwapQuoteState
  step: SwapStep
  /**
   * How the quoted swap will reach the wallet when it takes more than one transaction (an
   * approval first): one batch (one prompt) or a prompt each; said before the first prompt.
   */
  prompts?: CallsPlan
}

export type SwapSessionParameters = {
  client: SigilClient
  service: SwapService
  /** What the router's data asked for: tokens by symbol or CAIP-10, and an amount. */
  initial?: { from?: string; to?: string; amount?: string }
  /**
   * How a sent transaction is awaited; by default the adapter's `waitForTransaction` when it
   * has one, else the receipt read from the network's own RPC.
   */
  waitForTransaction?: WaitForTransaction
}

export type SwapSession = {
  getState(): SwapSessionState
  subscribe(listener: () => void): () => void
  /** Reads tokens, balances and the gas price; again after an error. */
  load(): Promise<void>
  setFrom(address: string): void
  setTo(address: string): void
  /** Sell what was to be bought, and the other way round. */
  flip(): void
  setAmount(text: string): void
  setMax(): void
  /** Approve when the allowance is short, then swap; each a wallet request awaited until mined. */
  submit(): Promise<void>
  /** Leaves a finished or failed swap for a new one. */
  dismiss(): void
  destroy(): void
}

const NO_ALLOWANCE_NEEDED = 2n ** 256n - 1n

/**
 * The rules of Swap (R-ACCT-04), for one account on one network: the tokens with balances,
 * the amount checks, the debounced quote on the client's clock, the approval when the
 * allowance is short, the swap, each awaited until mined, then fresh balances. Views render
 * its state and call its methods.
 */
export function createSwapSession({
  client,
  service,
  initial,
  waitForTransaction,
}: SwapSessionParameters): SwapSession {
  const clock = clockOf(client)
  const chainState = client.getState()
  const network = chainState.chain.activeNetwork
  const account = network ? chainState.accounts[network.chainNamespace]?.address : undefined
  const swapChainIds = client.config.swapChainIds ?? DEFAULT_SWAP_CHAIN_IDS
  const resetTokens = client.config.allowanceResetTokens ?? DEFAULT_ALLOWANCE_RESET_TOKENS
  const store = createStore<SwapSessionState>(() => ({
    status: 'loading',
    ...(network ? { network } : {}),
    tokens: [],
    amount: '',
    gasPrice: 0n,
    quote: { status: 'idle' },
    step: { name: 'idle' },
  }))
  const set = (patch: Partial<SwapSessionState>) => store.setState(patch)
  const get = () => store.getState()
  const lifetime = new AbortController()
  let quoteRun = 0
  let wait = waitForTransaction
  let swapTokens: SwapToken[] = []

  const unavailable = (problem: SwapProblem) => set({ status: 'unavailable', problem })
  // Swaps only on EVM networks of the swap list (R-ACCT-31); nothing is asked of the service otherwise (R-ACCT-24).
  const refusal: SwapProblem | undefined = !supportsSwaps(network, swapChainIds)
    ? { code: 'sigilError', errorCode: SWAPS_NETWORK_NOT_SUPPORTED.code }
    : !account
      ? { code: 'swapNoAccount' }
      : undefined

  const quoteLater = debounce(clock, (run: number) => void fetchQuote(run))

  async function fetchQuote(run: number): Promise<void> {
    const { from, to, amount, gasPrice } = get()
    const check = from ? checkSwapAmount(amount, from) : undefined
    if (!network || !account || !from || !to || check?.value === undefined) return
    try {
      const [quotes, allowance] = await Promise.all([
        service.getSwapQuote({
          network,
          account,
          from: from.address,
          to: to.address,
          amount: check.value,
          gasPrice,
        }),
        from.native
          ? Promise.resolve(NO_ALLOWANCE_NEEDED)
          : service.getSwapAllowance({ network, account, token: from.address }),
      ])
      if (run !== quoteRun || lifetime.signal.aborted) return
      const [best] = quotes
      if (!best) return set({ quote: { status: 'error', problem: { code: 'swapNoQuote' } } })
      const details = quoteDetails({
        fromAmount: check.value,
        fromDecimals: from.decimals,
        toAmount: best.toAmount,
        gasPrice,
        allowance,
      })
      const reset = allowance > 0n && needsAllowanceReset(resetTokens, Number(network.id), from.address)
      const prompts = details.needsApproval ? await promptsForSwap(client, reset ? 3 : 2) : undefined
      if (run !== quoteRun || lifetime.signal.aborted) return
      set({ quote: { status: 'ready', details }, prompts })
    } catch (error) {
      if (run === quoteRun && !lifetime.signal.aborted)
        set({ quote: { status: 'error', problem: swapProblem(error) } })
    }
  }

  /**
   * Applies `patch` with the amount check and quote state that follow from it, in one update,
   * and asks for a quote once typing pauses (DEBOUNCE_MS on the client's clock).
   */
  function requote(patch: Partial<SwapSessionState> = {}): void {
    quoteRun += 1
    quoteLater.cancel()
    const { from, to, amount } = { ...get(), ...patch }
    const check = from && to ? checkSwapAmount(amount, from) : {}
    // An amount above the balance is still quoted, so the person sees what it would buy.
    const quoting = check.value !== undefined
    set({ ...patch, amountError: check.problem, quote: { status: quoting ? 'loading' : 'idle' } })
    if (quoting) quoteLater.call(quoteRun)
  }

  const busy = () => get().step.name === 'running'

  async function refreshBalances(): Promise<void> {
    if (!network || !account) return
    const { from, to } = get()
    // The two tokens of the swap are read afresh, the target too when it was not held before.
    const swapped = [from?.address, to?.address].filter((address) => address !== undefined)
    const balances = await service.getBalances({
      address: account,
      network,
      forceUpdate: swapped.length > 0 ? swapped : true,
    })
    const fresh = toSwapTokens(swapTokens, balances)
    set({
      tokens: fresh,
      from: from && findSwapToken(fresh, from.address),
      to: to && findSwapToken(fresh, to.address),
    })
    await client.refreshBalance(network.chainNamespace).catch(() => undefined)
  }

  async function send(transaction: { to: string; data: string; value: bigint }): Promise<string> {
    return client.sendTransaction({
      to: transaction.to,
      data: transaction.data,
      value: transaction.value.toString(),
      namespace: 'eip155',
    })
  }

  const session: SwapSession = {
    getState: get,
    subscribe: (listener) => store.subscribe(listener),

    async load() {
      if (refusal) return unavailable(refusal)
      if (!network || !account) return
      set({ status: 'loading', problem: undefined })
      try {
        const [tokens, balances, gas] = await Promise.all([
          service.getSwapTokens(network),
          service.getBalances({ address: account, network }),
          service.getGasPrice(network),
        ])
        if (lifetime.signal.aborted) return
        swapTokens = tokens
        const options = toSwapTokens(tokens, balances)
        if (options.length < 2) return unavailable({ code: 'swapNoTokens', network: network.name })
        const from = findSwapToken(options, initial?.from) ?? options[0]!
        const to =
          findSwapToken(
            options.filter((token) => token.address !== from.address),
            initial?.to,
          ) ?? options.find((token) => token.address !== from.address)!
        set({ status: 'ready', tokens: options, from, to, gasPrice: BigInt(gas.standard) })
        if (initial?.amount && get().amount === '') session.setAmount(initial.amount)
        else requote()
      } catch (error) {
        if (lifetime.signal.aborted) return
        if (
          isSigilError(error, SWAPS_NETWORK_NOT_SUPPORTED.code) ||
          isSigilError(error, GAS_PRICE_NETWORK_NOT_SUPPORTED.code)
        )
          return unavailable({ code: 'sigilError', errorCode: error.code })
        set({ status: 'error', problem: swapProblem(error) })
      }
    },

    setFrom(address) {
      const { tokens, to } = get()
      const token = findSwapToken(tokens, address)
      if (busy() || !token) return
      if (token.address === to?.address) return session.flip()
      requote({ from: token })
    },

    setTo(address) {
      const { tokens, from } = get()
      const token = findSwapToken(tokens, address)
      if (busy() || !token) return
      if (token.address === from?.address) return session.flip()
      requote({ to: token })
    },

    flip() {
      const { from, to } = get()
      if (busy() || !from || !to) return
      requote({ from: to, to: from })
    },

    setAmount(text) {
      if (busy()) return
      // A comma typed as the decimal separator reads as a point.
      requote({ amount: text.replace(',', '.') })
    },

    setMax() {
      const { from, gasPrice } = get()
      if (!from) return
      session.setAmount(formatUnits(maxSwapAmount(from, feeReserve(gasPrice)), from.decimals))
    },

    async submit() {
      const { from, to, amount, quote, status } = get()
      if (status !== 'ready' || busy() || !network || !account || !from || !to) return
      const check = checkSwapAmount(amount, from)
      if (check.value === undefined || check.problem !== undefined || quote.status !== 'ready') return
      const trade = { network, account, from: from.address, to: to.address, amount: check.value }
      let approval = quote.details.needsApproval
      let stage: 'approve' | 'swap' = approval ? 'approve' : 'swap'
      const step = (patch: Omit<Extract<SwapStep, { name: 'running' }>, 'name' | 'approval'>) =>
        set({ step: { name: 'running', approval, ...patch } })
      try {
        wait ??= adapterWaiter(client, network) ?? receiptWaiter(network, clock)
        step({ stage, phase: 'preparing' })
        let allowance = 0n
        if (!from.native) {
          // The allowance may have changed since the quote (another tab, another app).
          allowance = await service.getSwapAllowance({ network, account, token: from.address })
          approval = allowance < check.value
          stage = approval ? 'approve' : 'swap'
        }
        if (approval) {
          step({ stage, phase: 'preparing' })
          const approve = await service.buildSwapApproval(trade)
          const reset =
            allowance > 0n && needsAllowanceReset(resetTokens, Number(network.id), from.address)
              ? zeroApproval(approve)
              : undefined
          const plan = get().prompts
          if (plan?.atomic) {
            // One prompt: the approval (after a reset where the token wants one) and the swap together.
            const swap = await service.buildSwapTransaction({ ...trade, disableEstimate: true })
            const batch = (patch: { phase: 'wallet' | 'pending'; hash?: string }) =>
              set({ step: { name: 'running', approval, stage: 'swap', batched: true, ...patch } })
            stage = 'swap'
            const outcome = await sendSwapBatch(client, {
              transactions: [...(reset ? [reset] : []), approve, swap],
              plan,
              summary: `${from.symbol} → ${to.symbol}`,
              onPhase: batch,
            })
            if (lifetime.signal.aborted) return
            const { hash } = outcome
            if (!outcome.confirmed || !hash) throw new SwapStepError('swap')
            set({
              step: { name: 'done', hash, from, to, sold: check.value, received: swap.toAmount },
              amount: '',
              amountError: undefined,
              quote: { status: 'idle' },
              prompts: undefined,
            })
            await refreshBalances()
            return
          }
          if (reset) {
            // USDT-like tokens revert a change from one non-zero allowance to another.
            step({ stage, phase: 'wallet' })
            const resetHash = await send(reset)
            step({ stage, phase: 'pending', hash: resetHash })
            const resetOutcome = await wait(resetHash, lifetime.signal)
            if (resetOutcome.status !== 'success') throw new SwapStepError('approve')
          }
          step({ stage, phase: 'wallet' })
          const hash = await send(approve)
          step({ stage, phase: 'pending', hash })
          const outcome = await wait(hash, lifetime.signal)
          if (outcome.status !== 'success') throw new SwapStepError('approve')
          stage = 'swap'
          step({ stage, phase: 'preparing' })
        }
        const swap = await service.buildSwapTransaction(trade)
        step({ stage, phase: 'wallet' })
        const hash = await send(swap)
        step({ stage, phase: 'pending', hash })
        const outcome = await wait(hash, lifetime.signal)
        if (outcome.status !== 'success') throw new SwapStepError('swap')
        if (lifetime.signal.aborted) return
        set({
          step: { name: 'done', hash, from, to, sold: check.value, received: swap.toAmount },
          amount: '',
          amountError: undefined,
          quote: { status: 'idle' },
        })
        await refreshBalances()
      } catch (error) {
        if (lifetime.signal.aborted) return
        const problem: SwapProblem =
          error instanceof SwapStepError ? { code: 'stepReverted', stage: error.stage } : swapProblem(error)
        set({ step: { name: 'failed', approval, stage, problem } })
      }
    },

    dismiss() {
      if (busy()) return
      requote({ step: { name: 'idle' } })
    },

    destroy() {
      quoteLater.cancel()
      lifetime.abort()
    },
  }
  return session
}

/** The adapter's own way to await a transaction, when it has one (it knows its chain best). */
function adapterWaiter(client: SigilClient, network: CaipNetwork): WaitForTransaction | undefined {
  const adapter = client.getAdapter(network.chainNamespace)
  if (!adapter.waitForTransaction) return undefined
  return async (hash) => ({ status: (await adapter.waitForTransaction!({ network, hash })).status })
}

/** A step the chain reverted. */
class SwapStepError extends Error {
  readonly stage: 'approve' | 'swap'
  constructor(stage: 'approve' | 'swap') {
    super(`The ${stage} step reverted on chain`)
    this.stage = stage
  }
}
