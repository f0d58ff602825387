import { createStore } from 'zustand/vanilla'
import { pendingTransactionsOf } from '../activity/pendingTransactions.js'
import type { TransactionFee } from '../adapter.js'
import type { CaipNetworkId } from '../caip/types.js'
import { clockOf } from '../client/clockOf.js'
import { queuesTransactions } from '../client/queuesTransactions.js'
import type { SigilClient, Unsubscribe } from '../client/types.js'
import { DEBOUNCE_MS } from '../constants/index.js'
import { createError } from '../errors/createError.js'
import { UNKNOWN_ERROR } from '../errors/definitions.js'
import { isSigilError, type SigilError } from '../errors/SigilError.js'
import { sleep } from '../services/sleep.js'
import { transactionExplorerUrl } from './explorerUrl.js'
import { maxSend } from './maxSend.js'
import { profileAddress, type ReceiverProfile, readReceiver } from './receiver.js'
import { EMPTY_SEND_STATE, type SendState, type SendToken } from './sendState.js'
import { sendTokens } from './sendTokens.js'

/** A transaction the flow sent: known by its hash at once, its status once it is in a block. */
export type SentTransaction = {
  hash: string
  caipNetworkId: CaipNetworkId
  /** The transaction's page on the network's block explorer, when the network names one. */
  explorerUrl?: string
  /**
   * 'submitted' when the adapter cannot tell when it is mined; 'queued' when a Safe took it into
   * its queue, where its owners confirm it before it is sent (the hash is the Safe's).
   */
  status: 'pending' | 'success' | 'reverted' | 'submitted' | 'queued'
  amount: string
  symbol: string
  receiverAddress: string
  receiverProfileName?: string
}

/** Where a typed receiver stands: an address, a name being looked up, a name that resolved, or neither. */
export type ReceiverStatus = 'empty' | 'address' | 'resolving' | 'resolved' | 'not-found' | 'invalid'

export type SendFlowState = SendState & {
  /** The receiver as typed (an address or a name). */
  receiverInput: string
  receiverStatus: ReceiverStatus
  /** True from the moment the wallet is asked until the transaction is mined or fails (spec §4). */
  loading: boolean
  transaction?: SentTransaction
  error?: SigilError
  /** The fee terms Max computed the native amount with; the send keeps to them (cleared by any edit). */
  maxFee?: TransactionFee
}

/** Resolves a name to its profile; undefined when the name is not registered. */
export type ResolveName = (name: string) => Promise<ReceiverProfile | undefined>

export type SendController = {
  getState(): SendFlowState
  subscribe(listener: (state: SendFlowState) => void): Unsubscribe
  setToken(token: SendToken | undefined): void
  setAmount(amount: string): void
  /** Max: fills in what can be sent (on the native coin, the balance less the estimated fee). Never throws. */
  fillMax(): Promise<void>
  /**
   * Takes what the person typed. A name is looked up through `resolveName` once typing has
   * paused for DEBOUNCE_MS (R-PERF-08); an answer for older input is dropped.
   */
  setReceiver(input: string): Promise<void>
  /**
   * Sends, then waits until the transaction is mined when the adapter can tell. On success the
   * send state is reset and `transaction` says what was sent; on failure the state is kept
   * for another try and `error` says why. `fee`: the terms the preview showed the fee with, so
   * the fee paid is the fee shown (Max's own terms otherwise).
   */
  send(options?: { fee?: TransactionFee }): Promise<SentTransaction | undefined>
  /**
   * Stops waiting on the wallet's answer to the send in flight, so the form can be changed and
   * sent again. A refusal that comes later is dropped; a transaction it sends after all is
   * still followed and shown, since its money has moved.
   */
  release(): void
  /** Forgets the form, the last transaction and the error. */
  reset(): void
}

const initialFlowState = (): SendFlowState => ({
  ...EMPTY_SEND_STATE,
  receiverInput: '',
  receiverStatus: 'empty',
  loading: false,
})

const asSigilError = (error: unknown): SigilError =>
  isSigilError(error)
    ? error
    : createError(UNKNOWN_ERROR, undefined, {
        cause: error,
        ...(error instanceof Error ? { details: error.message } : {}),
      })

/** The Send flow of one client: its send state (spec §3), the rules of §4 and §5, and the send action. */
export function createSendController(
  client: SigilClient,
  options: { resolveName?: ResolveName } = {},
): SendController {
  const store = createStore<SendFlowState>()(initialFlowState)
  const clock = clockOf(client)
  // Counts sends; one released while the wallet was silent keeps a number below `released`.
  let sends = 0
  let released = 0
  const pause = () => sleep(clock, DEBOUNCE_MS)
  const set = (patch: Partial<SendFlowState>) => store.setState(patch)
  const clearReceiver = {
    receiverAddress: undefined,
    receiverProfileName: undefined,
    receiverProfileImage: undefined,
  }

  return {
    getState: () => store.getState(),
    subscribe: (listener) => store.subscribe((state) => listener(state)),

    setToken(token) {
      // An amount typed for another token means something else now.
      const current = store.getState().token
      const changed = token?.address !== current?.address || token?.caipNetworkId !== current?.caipNetworkId
      set({ token, ...(changed ? { sendTokenAmount: undefined, maxFee: undefined } : {}), error: undefined })
    },

    setAmount(amount) {
      // A typed decimal comma is a point; anything else is kept for the check to judge.
      const text = amount.trim().replace(',', '.')
      set({ sendTokenAmount: text === '' ? undefined : text, error: undefined, maxFee: undefined })
    },

    async fillMax() {
      const { token, receiverAddress } = store.getState()
      if (!token) return
      const max = await maxSend(client, token, receiverAddress)
      // The person may have picked another token meanwhile: this answer is for the old one.
      if (store.getState().token !== token) return
      set({ sendTokenAmount: max.amount, error: undefined, maxFee: max.fee })
    },

    async setReceiver(input) {
      const network = client.getState().chain.activeNetwork
      const read = network ? readReceiver(input, network.chainNamespace) : ({ kind: 'invalid' } as const)
      set({ receiverInput: input, error: undefined, ...clearReceiver })
      if (read.kind === 'empty' || read.kind === 'invalid') {
        set({ receiverStatus: read.kind })
        return
      }
      if (read.kind === 'address') {
        set({ receiverStatus: 'address', receiverAddress: read.address })
        return
      }
      if (!options.resolveName || !network) {
        set({ receiverStatus: 'not-found' })
        return
      }
      set({ receiverStatus: 'resolving' })
      await pause()
      if (store.getState().receiverInput !== input) return
      let profile: ReceiverProfile | undefined
      try {
        profile = await options.resolveName(read.name)
      } catch (error) {
        if (store.getState().receiverInput === input)
          set({ receiverStatus: 'not-found', error: asSigilError(error) })
        return
      }
      if (store.getState().receiverInput !== input) return
      const address = profile ? profileAddress(profile, network) : undefined
      if (!profile || !address) {
        set({ receiverStatus: 'not-found' })
        return
      }
      const image = profile.attributes?.avatar
      set({
        receiverStatus: 'resolved',
        receiverAddress: address,
        receiverProfileName: profile.name,
        ...(image ? { receiverProfileImage: image } : {}),
      })
    },

    async send(options) {
      const state = store.getState()
      if (state.loading) return undefined
      const attempt = ++sends
      set({ loading: true, error: undefined, transaction: undefined })
      let sent: Awaited<ReturnType<typeof sendTokens>>
      try {
        sent = await sendTokens(client, state, options?.fee ?? state.maxFee)
      } catch (error) {
        if (attempt > released) set({ loading: false, error: asSigilError(error) })
        return undefined
      }
      const { hash, network } = sent
      const explorerUrl = transactionExplorerUrl(network, hash)
      const transaction: SentTransaction = {
        hash,
        caipNetworkId: network.caipNetworkId,
        ...(explorerUrl ? { explorerUrl } : {}),
        status: 'pending',
        amount: state.sendTokenAmount ?? '',
        symbol: state.token?.symbol ?? '',
        receiverAddress: state.receiverAddress ?? '',
        ...(state.receiverProfileName ? { receiverProfileName: state.receiverProfileName } : {}),
      }
      set({ transaction })
      // Activity lists it as pending at once, and as confirmed (or failed) once it is mined.
      const pending = pendingTransactionsOf(client)
      pending.add({
        hash,
        caipNetworkId: network.caipNetworkId,
        from: client.getState().accounts[network.chainNamespace]?.address ?? '',
        summary: `−${transaction.amount} ${transaction.symbol}`.trim(),
        sentAt: clock.now(),
      })
      const adapter = client.getAdapter(network.chainNamespace)
      let status: SentTransaction['status'] = 'submitted'
      let waitError: SigilError | undefined
      if (queuesTransactions(client.getState(), network.chainNamespace)) {
        // Nothing is on chain yet: the Safe's owners confirm it, and no block is waited for.
        status = 'queued'
        pending.settle(hash, 'queued')
      } else if (adapter.waitForTransaction) {
        try {
          status = (await adapter.waitForTransaction({ network, hash })).status
        } catch (error) {
          // It was sent all the same: sending again would pay twice.
          waitError = asSigilError(error)
        }
      }
      const done = { ...transaction, status }
      if (status === 'success' || status === 'reverted')
        pending.settle(hash, status === 'success' ? 'confirmed' : 'failed')
      if (status === 'reverted') {
        // Nothing moved: the form stays for another try.
        set({ loading: false, transaction: done })
        return done
      }
      // Spec §4: after a successful send the send state starts over; the transaction stays to be shown.
      store.setState(
        { ...initialFlowState(), transaction: done, ...(waitError ? { error: waitError } : {}) },
        true,
      )
      client.refreshBalance(network.chainNamespace).catch(() => undefined)
      return done
    },

    release() {
      if (!store.getState().loading) return
      released = sends
      set({ loading: false })
    },

    reset() {
      store.setState(initialFlowState(), true)
    },
  }
}
