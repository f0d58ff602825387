import type { AdapterSendTransactionParameters } from '@sigil/core'
import { createError, INVALID_ADDRESS, INVALID_INPUT } from '@sigil/core/internal'
import { assertCurrentChain, isAddress, isHex, numberToHex } from 'viem'
import { evmChainId, parseWalletChainId } from '../chain/evmChainId.js'
import { toViemChain } from '../chain/toViemChain.js'
import type { Eip1193Provider } from '../eip1193.js'
import { toWalletRequestError } from '../errors/toWalletRequestError.js'
import { assertTransaction } from '../transaction/assertTransaction.js'
import { zksyncTransactionFields } from '../zksync/zksyncTransactionFields.js'

const DECIMAL = /^\d+$/

export function checkTransaction({ from, to, value, data, fee }: AdapterSendTransactionParameters): void {
  if (!isAddress(from, { strict: false }))
    throw createError(INVALID_ADDRESS, undefined, { details: `from ${from}` })
  if (!isAddress(to, { strict: false }))
    throw createError(INVALID_ADDRESS, undefined, { details: `to ${to}` })
  if (!DECIMAL.test(value))
    throw createError(INVALID_INPUT, { what: 'value', reason: 'not a whole number of wei' })
  if (data !== undefined && !isHex(data))
    throw createError(INVALID_INPUT, { what: 'data', reason: 'not hex' })
  if (fee && ![fee.gas, fee.maxFeePerGas, fee.maxPriorityFeePerGas].every((part) => DECIMAL.test(part)))
    throw createError(INVALID_INPUT, { what: 'fee', reason: 'not whole numbers of gas and wei' })
}

/**
 * eth_sendTransaction through the wallet, after checking the transaction and that the
 * wallet is on the transaction's chain (a wallet signs for whatever chain it is on).
 */
export async function sendTransaction(
  provider: Eip1193Provider,
  parameters: AdapterSendTransactionParameters,
): Promise<string> {
  checkTransaction(parameters)
  const { network, from, to, value, data, fee } = parameters
  const chainId = evmChainId(network)
  assertTransaction({ chainId, to: to as `0x${string}` })
  let currentChainId: number
  try {
    currentChainId = parseWalletChainId(await provider.request({ method: 'eth_chainId' }))
  } catch (error) {
    throw toWalletRequestError(error)
  }
  assertCurrentChain({ chain: toViemChain(network), currentChainId })
  const transaction = {
    from,
    to,
    value: numberToHex(BigInt(value)),
    ...(data !== undefined ? { data } : {}),
    chainId: numberToHex(chainId),
    ...(fee
      ? {
          gas: numberToHex(BigInt(fee.gas)),
          maxFeePerGas: numberToHex(BigInt(fee.maxFeePerGas)),
          maxPriorityFeePerGas: numberToHex(BigInt(fee.maxPriorityFeePerGas)),
        }
      : {}),
    ...(network.stack === 'zksync' ? zksyncTransactionFields() : {}),
  }
  try {
    return String(await provider.request({ method: 'eth_sendTransaction', params: [transaction] }))
  } catch (error) {
    throw toWalletRequestError(error)
  }
}
