import { isAddress, isHex, type PublicClient, verifyMessage } from 'viem'

/** A signed message: `signature` as the wallet returned it, by `address`. */
export type SignedMessage = { address: string; message: string; signature: string }

/**
 * Whether `signature` is `address`'s signature of `message`: EIP-191 for an account with a key,
 * checked here; with the chain's `client` also ERC-1271 (a deployed smart account answers
 * isValidSignature) and ERC-6492 (a wrapped signature of an account not deployed yet).
 */
export async function verifyEip155Signature(
  { address, message, signature }: SignedMessage,
  client?: PublicClient,
): Promise<boolean> {
  if (!isHex(signature) || !isAddress(address, { strict: false })) return false
  // An EOA's signature recovers locally; only a smart account needs the chain.
  const recovered = await verifyMessage({ address, message, signature }).catch(() => false)
  if (recovered || !client) return recovered
  return client.verifyMessage({ address, message, signature })
}
