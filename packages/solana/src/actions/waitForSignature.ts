import type { CaipNetwork, TransactionOutcomeOnChain } from '@sigil/core'
import { createError, WALLET_RPC_ERROR } from '@sigil/core/internal'
import type { SolanaRpc } from '../rpc/solanaRpc.js'

type Status = { err: unknown; confirmationStatus?: string | null } | null

export type WaitOptions = { intervalMs?: number; timeoutMs?: number }

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms))

/**
 * Polls getSignatureStatuses (there is no subscription to rely on) until the transaction is
 * confirmed or finalized: 'success' without an error, 'reverted' with one. Gives up after
 * `timeoutMs` (the ~60 s a blockhash stays valid) with an error that says it may still land.
 */
export async function waitForSignature(
  rpc: SolanaRpc,
  { network, hash }: { network: CaipNetwork; hash: string },
  { intervalMs = 400, timeoutMs = 60_000 }: WaitOptions = {},
): Promise<TransactionOutcomeOnChain> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const { value } = await rpc<{ value: Status[] }>('getSignatureStatuses', [
      [hash],
      { searchTransactionHistory: true },
    ])
    const status = value[0]
    if (status && (status.confirmationStatus === 'confirmed' || status.confirmationStatus === 'finalized'))
      return { status: status.err === null || status.err === undefined ? 'success' : 'reverted' }
    if (Date.now() >= deadline)
      throw createError(WALLET_RPC_ERROR, {
        message: `${hash} was not confirmed on ${network.name} within ${Math.round(timeoutMs / 1000)} s; it may still land`,
      })
    await sleep(intervalMs)
  }
}
