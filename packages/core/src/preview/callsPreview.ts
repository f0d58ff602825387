import type { TransactionFee } from '../adapter.js'
import type { CaipNetwork } from '../caip/types.js'

/**
 * One call of a transaction or of a batch: the target, its call data and the native value in
 * the smallest unit (wei) as a decimal string. A batch (approve then swap) is a list of them,
 * run in order, each seeing what the one before it changed.
 */
export type PreviewCall = { to: string; data?: string; value?: string }

export type PreviewCallsParameters = {
  network: CaipNetwork
  /** The account that sends the calls. */
  from: string
  calls: readonly PreviewCall[]
  /**
   * Fee terms already chosen (Max computed the amount with them): the preview keeps their gas
   * limit and price rather than asking the chain for new ones.
   */
  fee?: TransactionFee
  /**
   * True when the caller sends the one call with the fee terms the preview returns, so the fee
   * shown is the fee paid; false when the wallet chooses the fee (the fee is then an estimate).
   */
  keepsTerms: boolean
}

/** An asset whose balance the calls change for the sender. */
export type PreviewAsset =
  | { kind: 'native' }
  | { kind: 'token'; address: string; symbol?: string; decimals?: number }

/** How much of an asset the sender gains (positive) or gives (negative), smallest units, decimal. */
export type BalanceChange = { asset: PreviewAsset; amount: string }

/**
 * The network fee, in the native coin's smallest unit:
 * - `exact`: the gas the calls use times the price the sent fee terms fix — what the chain records;
 * - `atMost`: the gas limit times that price; the chain records this or less;
 * - `about`: the gas the calls use at today's price; the wallet chooses the price.
 */
export type PreviewFee = {
  amount: string
  kind: 'exact' | 'atMost' | 'about'
  /** The terms to send the (single) call with, so the chain charges what is shown. */
  terms?: TransactionFee
}

/** Why the calls would fail, as a code the views put in words. */
export type PreviewFailureCode =
  /** A swap's minimum output is no longer met. */
  | 'priceMoved'
  /** The native balance covers the value but not the network fee. */
  | 'feeUnaffordable'
  /** The native balance does not cover the value sent. */
  | 'insufficientFunds'
  /** A token balance is too low for the transfer. */
  | 'insufficientToken'
  /** The spender may not take the token (approval missing or too small). */
  | 'allowance'
  /** Any other revert. */
  | 'reverted'

export type PreviewFailure = {
  code: PreviewFailureCode
  /** Which call of the list fails. */
  callIndex: number
  /** The revert as the chain gave it (an error name or message), for the log; never shown as is. */
  reason?: string
}

export type CallsPreview =
  | {
      status: 'ready'
      /** `simulate`: eth_simulateV1 ran the calls; `estimate`: each call was estimated on its own. */
      method: 'simulate' | 'estimate'
      /** Every balance of the sender that changes, fee excluded. */
      changes: readonly BalanceChange[]
      /** False when only the native value is known (token changes could not be traced). */
      tokensTraced: boolean
      /** How many of the calls were run: a call after the first cannot be run without the first's changes. */
      checked: number
      fee: PreviewFee
    }
  | { status: 'fails'; failure: PreviewFailure }
  /** `network`: this network offers no preview; `rpc`: the network's RPC could not run it. */
  | { status: 'unavailable'; reason: 'network' | 'rpc' }
