import type { SiwxSignatureCheck } from '../siwx/types.js'

/**
 * viem's EIP-191 check of an account's signature, for core tests: the EVM adapter's check
 * without the chain reads of smart accounts (those are tested in @sigil/evm).
 */
export const eip191Check: SiwxSignatureCheck = async ({ data, message, signature }) => {
  const { verifyMessage } = await import('viem')
  return verifyMessage({
    address: data.accountAddress as `0x${string}`,
    message,
    signature: signature as `0x${string}`,
  }).catch(() => false)
}
