import type { TransactionFee } from '../adapter.js'
import type { SigilClient } from '../client/types.js'
import { readReceiver } from './receiver.js'
import { maxSendAmount } from './sendAmount.js'
import type { SendToken } from './sendState.js'

/** What Max fills in, and for the native coin the fee terms the amount was computed with. */
export type MaxSend = { amount: string; fee?: TransactionFee }

/** The most a transaction with these terms can cost, in the native coin's smallest unit. */
export const feeCeiling = (fee: TransactionFee): bigint => BigInt(fee.gas) * BigInt(fee.maxFeePerGas)

/**
 * Max: a token's whole balance; for the native coin the balance less the fee of the actual
 * transfer (the adapter's gas estimate × max fee per gas, to the receiver when one is set,
 * else to the sender). Sent with those fee terms (`fee`), the rest really goes through.
 * Without an estimate (no `estimateFee`, or the chain would not answer) the fixed
 * NATIVE_FEE_RESERVE is kept instead.
 */
export async function maxSend(
  client: SigilClient,
  token: SendToken,
  receiverAddress?: string,
): Promise<MaxSend> {
  if (token.address !== undefined) return { amount: maxSendAmount(token) }
  const state = client.getState()
  const network = state.chain.activeNetwork
  const from = network ? state.accounts[network.chainNamespace]?.address : undefined
  if (!network || !from || network.caipNetworkId !== token.caipNetworkId)
    return { amount: maxSendAmount(token) }
  const adapter = client.getAdapter(network.chainNamespace)
  if (!adapter.estimateFee) return { amount: maxSendAmount(token) }
  const receiver = receiverAddress ? readReceiver(receiverAddress, network.chainNamespace) : undefined
  const to = receiver?.kind === 'address' ? receiver.address : from
  try {
    // One smallest unit stands for the amount: the gas of a plain transfer does not depend on it.
    const fee = await adapter.estimateFee({ network, from, to, value: '1' })
    return { amount: maxSendAmount(token, feeCeiling(fee)), fee }
  } catch {
    return { amount: maxSendAmount(token) }
  }
}
