import type { TransactionFee } from '@sigil/core'
import { createError, INVALID_ADDRESS } from '@sigil/core/internal'
import { type Hex, isAddress, type PublicClient } from 'viem'

export type EstimateFeeParameters = { from: string; to: string; value: string; data?: string }

/**
 * The fee terms of a transaction as the chain prices it now: its gas estimate and the fees
 * per gas viem suggests (EIP-1559: base fee with headroom plus the tip). Sent with these
 * terms, the transaction never costs more than gas × maxFeePerGas.
 */
export async function estimateFee(
  client: PublicClient,
  parameters: EstimateFeeParameters,
): Promise<TransactionFee> {
  const { from, to, value, data } = parameters
  if (!isAddress(from, { strict: false }))
    throw createError(INVALID_ADDRESS, undefined, { details: `from ${from}` })
  if (!isAddress(to, { strict: false }))
    throw createError(INVALID_ADDRESS, undefined, { details: `to ${to}` })
  const [gas, fees] = await Promise.all([
    client.estimateGas({
      account: from,
      to,
      value: BigInt(value),
      ...(data === undefined ? {} : { data: data as Hex }),
    }),
    client.estimateFeesPerGas({ type: 'eip1559', chain: client.chain }),
  ])
  return {
    gas: gas.toString(),
    maxFeePerGas: fees.maxFeePerGas.toString(),
    maxPriorityFeePerGas: fees.maxPriorityFeePerGas.toString(),
  }
}
