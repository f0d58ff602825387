import type { CaipNetwork, TransactionOutcomeOnChain } from '@sigil/core'
import { createError, INVALID_INPUT, isTransactionHash } from '@sigil/core/internal'
import type { PublicClient } from 'viem'

/** Waits for the transaction's receipt on the network's RPC; 'reverted' when it failed in its block. */
export async function waitForTransaction(
  client: PublicClient,
  { hash }: { network: CaipNetwork; hash: string },
): Promise<TransactionOutcomeOnChain> {
  if (!isTransactionHash(hash)) throw createError(INVALID_INPUT, { what: 'transaction hash', reason: hash })
  const receipt = await client.waitForTransactionReceipt({ hash: hash as `0x${string}` })
  return { status: receipt.status }
}
