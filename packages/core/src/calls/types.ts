import type { CaipNetwork } from '../caip/types.js'

/**
 * One call of a batch (spec §3 "Batched call"): a `to` and optional `data`, both `0x` hex;
 * `value` in the smallest unit (wei) as a decimal string, none meaning zero.
 */
export type Call = { to: string; data?: string; value?: string }

/**
 * Whether the wallet runs a batch atomically on a chain (EIP-5792 `atomic` capability):
 * `supported` it does; `ready` it will once the person accepts an account upgrade, asked in the
 * same prompt; `unsupported` it cannot, so each call is a prompt of its own.
 */
export type AtomicCapability = 'supported' | 'ready' | 'unsupported'

/** Where a batch is: `partial` when some of its calls happened and others did not. */
export type CallsStatus = 'pending' | 'confirmed' | 'failed' | 'partial'

/** What an adapter gives a wallet to run as one batch. */
export type SendCallsRequest = {
  connectorId: string
  network: CaipNetwork
  from: string
  calls: readonly Call[]
}

/** The wallet's report on a batch: its status and the transactions it made so far. */
export type CallsStatusReport = { status: CallsStatus; hashes: readonly string[] }
