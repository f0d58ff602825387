import { createError, SAFE_MESSAGE_AWAITS_OWNERS } from '@sigil/core/internal'

/**
 * A Safe's answer to a message to sign: the signature when its owners have already signed
 * (an off-chain message that met the threshold), else SAFE_MESSAGE_AWAITS_OWNERS naming the
 * message (its hash off chain, the Safe transaction's hash on chain).
 */
export function safeSignature(response: unknown): string {
  const answer =
    typeof response === 'object' && response !== null ? (response as Record<string, unknown>) : {}
  const { signature, messageHash, safeTxHash } = answer
  if (typeof signature === 'string' && /^0x(?:[0-9a-fA-F]{2})+$/.test(signature)) return signature
  const pending = [messageHash, safeTxHash].find(
    (hash): hash is string => typeof hash === 'string' && /^0x[0-9a-fA-F]{64}$/.test(hash),
  )
  throw createError(SAFE_MESSAGE_AWAITS_OWNERS, undefined, {
    details: pending ? `queued as ${pending}` : 'the Safe gave no signature',
  })
}
