import { isSigilError } from '@sigil/core'
import { createError, INVALID_ADDRESS } from '@sigil/core/internal'
import { isAddress, stringToHex } from 'viem'
import type { Eip1193Provider } from '../eip1193.js'
import { toWalletRequestError } from '../errors/toWalletRequestError.js'

/** personal_sign of a UTF-8 message, sent hex-encoded so wallets show it verbatim. */
export async function signMessage(
  provider: Eip1193Provider,
  address: string,
  message: string,
): Promise<string> {
  if (!isAddress(address, { strict: false }))
    throw createError(INVALID_ADDRESS, undefined, { details: address })
  try {
    return String(
      await provider.request({ method: 'personal_sign', params: [stringToHex(message), address] }),
    )
  } catch (error) {
    // A wallet that said what happened in Sigil's terms (a Safe awaiting its owners) keeps its words.
    if (isSigilError(error)) throw error
    throw toWalletRequestError(error)
  }
}
