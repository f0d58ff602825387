import { SiwxError } from '../SiwxError.js'
import type { SiwxSession, SiwxSignatureCheck } from '../types.js'

export type VerifySignatureOptions = {
  /**
   * The check of the session's chain, such as its adapter's (`ChainAdapter.verifySignature`).
   * Without one, Solana and Bitcoin signatures are checked here and other chains are refused.
   */
  verifySignature?: SiwxSignatureCheck
}

/**
 * Checks that the session's signature is the account's signature over the session's text: by the
 * given check, else by the core's own for Solana and Bitcoin, each its own chunk, loaded on first
 * use. Throws 'bad-signature', or 'unsupported' when there is no check for the chain.
 */
export async function verifySiwxSignature(
  session: SiwxSession,
  options: VerifySignatureOptions = {},
): Promise<void> {
  const namespace = session.data.chainId.split(':')[0]
  let valid: boolean
  try {
    if (options.verifySignature) valid = await options.verifySignature(session)
    else if (namespace === 'solana') valid = (await import('./verifySolana.js')).verifySolana(session)
    else if (namespace === 'bip122') valid = (await import('./verifyBip122.js')).verifyBip122(session)
    else
      throw new SiwxError(
        'unsupported',
        `Sign-in on ${session.data.chainId} needs the signature check of an adapter for its network`,
      )
  } catch (error) {
    if (error instanceof SiwxError) throw error
    throw new SiwxError('bad-signature', 'The signature could not be checked', { cause: error })
  }
  if (!valid)
    throw new SiwxError('bad-signature', 'The signature is not this account’s signature of the message')
}
