import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { getTransactionDecoder, getTransactionEncoder } from '@solana/kit'

/**
 * What a phone wallet does with `solana_signTransaction` (params `{ transaction }`, base64 wire
 * bytes): signs the transaction's message with its key, puts the signature in its own slot and
 * answers `{ signature, transaction }` (base58 signature, base64 signed transaction). A transaction
 * that does not ask this key to sign is refused.
 */
export function signSolanaTransaction(
  transactionBase64: string,
  seed: Uint8Array,
  address: string,
): { signature: string; transaction: string } {
  const transaction = getTransactionDecoder().decode(Buffer.from(transactionBase64, 'base64'))
  if (!(address in transaction.signatures)) throw new Error(`the transaction does not ask ${address} to sign`)
  const signature = ed25519.sign(new Uint8Array(transaction.messageBytes), seed)
  const signed = {
    ...transaction,
    signatures: { ...transaction.signatures, [address]: signature },
  } as typeof transaction
  return {
    signature: base58.encode(signature),
    transaction: Buffer.from(getTransactionEncoder().encode(signed)).toString('base64'),
  }
}
