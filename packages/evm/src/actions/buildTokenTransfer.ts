import type { TokenTransferParameters, TransactionRequest } from '@sigil/core'
import { createError, INVALID_ADDRESS, INVALID_INPUT } from '@sigil/core/internal'
import { encodeFunctionData, erc20Abi, isAddress, maxUint256 } from 'viem'

const WHOLE_NUMBER = /^\d+$/

/**
 * An ERC-20 `transfer(to, amount)`: a transaction to the token's contract with no value and the
 * call as its data. Loaded on first use: ABI encoding is a large part of viem.
 */
export function buildTokenTransfer({ token, to, amount }: TokenTransferParameters): TransactionRequest {
  if (!isAddress(token, { strict: false }))
    throw createError(INVALID_ADDRESS, undefined, { details: `token ${token}` })
  if (!isAddress(to, { strict: false }))
    throw createError(INVALID_ADDRESS, undefined, { details: `to ${to}` })
  if (!WHOLE_NUMBER.test(amount) || BigInt(amount) === 0n || BigInt(amount) > maxUint256)
    throw createError(INVALID_INPUT, { what: 'amount', reason: 'not a positive whole number of base units' })
  const data = encodeFunctionData({ abi: erc20Abi, functionName: 'transfer', args: [to, BigInt(amount)] })
  return { to: token, value: '0', data }
}
