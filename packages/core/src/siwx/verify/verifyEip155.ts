import { createPublicClient, type Hex, http, isHex, verifyMessage } from 'viem'
import type { SiwxSession } from '../types.js'
import type { VerifySignatureOptions } from './verifySiwxSignature.js'

/**
 * EIP-191 for EOAs; with the chain's RPC also ERC-1271 (a deployed smart account answers
 * isValidSignature) and ERC-6492 (a wrapped signature of an account not deployed yet).
 */
export async function verifyEip155(session: SiwxSession, options: VerifySignatureOptions): Promise<boolean> {
  const { signature } = session
  if (!isHex(signature)) return false
  const address = session.data.accountAddress as Hex
  // An EOA's signature recovers locally; only a smart account needs the chain.
  const recovered = await verifyMessage({ address, message: session.message, signature }).catch(() => false)
  if (recovered || !options.rpcUrl) return recovered
  const client = createPublicClient({ transport: http(options.rpcUrl, { retryCount: 0 }) })
  return client.verifyMessage({ address, message: session.message, signature })
}
