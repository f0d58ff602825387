import { isSigilError, type SigilError } from '@sigil/core'
import { toWalletRequestError } from '../../errors/toWalletRequestError.js'
import { innermostWalletError } from './innermostWalletError.js'

/** A failed sign or send through wagmi, as the same typed error the plain adapter gives for that wallet answer. */
export function toWagmiRequestError(error: unknown): SigilError {
  if (isSigilError(error)) return error
  return toWalletRequestError(innermostWalletError(error))
}
