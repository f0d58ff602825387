import { SiwxError } from '../SiwxError.js'
import type { SiwxSession } from '../types.js'

export type VerifySignatureOptions = {
  /** The network's JSON-RPC URL: lets EVM smart accounts (ERC-1271 / ERC-6492) verify. */
  rpcUrl?: string
}

/**
 * Checks that the session's signature is the account's signature over the session's text.
 * Each namespace's verifier is its own chunk, loaded on first use. Throws 'bad-signature'.
 */
export async function verifySiwxSignature(
  session: SiwxSession,
  options: VerifySignatureOptions = {},
): Promise<void> {
  const namespace = session.data.chainId.split(':')[0]
  let valid: boolean
  try {
    if (namespace === 'eip155')
      valid = await (await import('./verifyEip155.js')).verifyEip155(session, options)
    else if (namespace === 'solana') valid = (await import('./verifySolana.js')).verifySolana(session)
    else if (namespace === 'bip122') valid = (await import('./verifyBip122.js')).verifyBip122(session)
    else throw new SiwxError('unsupported', `Sign-in is not supported on ${session.data.chainId}`)
  } catch (error) {
    if (error instanceof SiwxError) throw error
    throw new SiwxError('bad-signature', 'The signature could not be checked', { cause: error })
  }
  if (!valid)
    throw new SiwxError('bad-signature', 'The signature is not this account’s signature of the message')
}
