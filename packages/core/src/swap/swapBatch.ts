import type { CallsPlan } from '../calls/planCalls.js'
import { planCalls } from '../calls/planCalls.js'
import { sendCalls } from '../calls/sendCalls.js'
import type { SigilClient } from '../client/types.js'

/** A transaction of a swap, as the swap provider builds it. */
type SwapTransactionRequest = { to: string; data: string; value: bigint }

/**
 * How many wallet prompts a swap of `transactions` transactions (approval first) takes: one
 * where the wallet runs batches atomically, else one each. Never prompts; a wallet that cannot
 * say is asked one transaction at a time.
 */
export function promptsForSwap(client: SigilClient, transactions: number): Promise<CallsPlan> {
  return planCalls(client, { calls: transactions }).catch(() => ({ atomic: false, prompts: transactions }))
}

/**
 * Sends a swap's transactions (the approval, then the swap) as one batch, one prompt; resolves
 * with the batch's outcome once the wallet says it is no longer pending, and the last
 * transaction's hash (the swap's).
 */
export async function sendSwapBatch(
  client: SigilClient,
  parameters: {
    transactions: readonly SwapTransactionRequest[]
    plan: CallsPlan
    summary: string
    onPhase: (patch: { phase: 'wallet' | 'pending'; hash?: string }) => void
  },
): Promise<{ confirmed: boolean; hash?: string }> {
  parameters.onPhase({ phase: 'wallet' })
  const sent = await sendCalls(client, {
    calls: parameters.transactions.map((transaction) => ({
      to: transaction.to,
      data: transaction.data,
      value: transaction.value.toString(),
    })),
    plan: parameters.plan,
    summary: parameters.summary,
    namespace: 'eip155',
  })
  parameters.onPhase({ phase: 'pending' })
  const outcome = await sent.done
  return {
    confirmed: outcome.status === 'confirmed',
    ...(outcome.hashes.at(-1) ? { hash: outcome.hashes.at(-1) } : {}),
  }
}
