import type { SiwxSignatureCheck } from '@sigil/core'

/**
 * viem's EIP-191 check of an account's signature, for core tests: the EVM adapter's check
 * without the chain reads of smart accounts (those are tested in @sigil/evm).
 */
export async function eip191Valid(parameters: {
  address: string
  message: string
  signature: string
}): Promise<boolean> {
  const { verifyMessage } = await import('viem')
  return verifyMessage({
    address: parameters.address as `0x${string}`,
    message: parameters.message,
    signature: parameters.signature as `0x${string}`,
  }).catch(() => false)
}

/** The same check over a sign-in session, as the client hands it to the config. */
export const eip191Check: SiwxSignatureCheck = ({ data, message, signature }) =>
  eip191Valid({ address: data.accountAddress, message, signature })
