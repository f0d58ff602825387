import { isSigilError } from '@sigil/core'
import { createError, INVALID_ADDRESS } from '@sigil/core/internal'
import { isAddress, serializeTypedData, type TypedData, type TypedDataDefinition } from 'viem'
import type { Eip1193Provider } from '../eip1193.js'
import { toWalletRequestError } from '../errors/toWalletRequestError.js'

export type SignTypedDataParameters<
  typedData extends TypedData | Record<string, unknown> = TypedData,
  primaryType extends string = string,
> = {
  connectorId: string
  address: string
  typedData: TypedDataDefinition<typedData, primaryType>
}

/** eth_signTypedData_v4: the typed data is checked and serialized (bigints included) by viem. */
export async function signTypedData(
  provider: Eip1193Provider,
  address: string,
  typedData: TypedDataDefinition,
): Promise<string> {
  if (!isAddress(address, { strict: false }))
    throw createError(INVALID_ADDRESS, undefined, { details: address })
  const payload = serializeTypedData(typedData)
  try {
    return String(await provider.request({ method: 'eth_signTypedData_v4', params: [address, payload] }))
  } catch (error) {
    // A wallet that said what happened in Sigil's terms (a Safe awaiting its owners) keeps its words.
    if (isSigilError(error)) throw error
    throw toWalletRequestError(error)
  }
}
