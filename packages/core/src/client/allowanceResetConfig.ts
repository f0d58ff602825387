import { createError, INVALID_CONFIG } from '../errors/index.js'

// The shape only: the checksum needs keccak, which has no place in the first load. Addresses are
// compared without case, so a wrong checksum changes nothing here.
const EVM_ADDRESS = /^0x[0-9a-fA-F]{40}$/

/** Checks `config.allowanceResetTokens`: positive integer chain ids and 0x-prefixed EVM addresses. */
export function validateAllowanceResetTokens(
  table: Readonly<Record<number, readonly string[]>>,
): Readonly<Record<number, readonly string[]>> {
  if (typeof table !== 'object' || table === null || Array.isArray(table))
    throw createError(INVALID_CONFIG, { reason: 'allowanceResetTokens must map chain ids to addresses' })
  const checked: Record<number, readonly string[]> = {}
  for (const [key, addresses] of Object.entries(table)) {
    const chainId = Number(key)
    if (!/^[1-9]\d*$/.test(key) || !Number.isSafeInteger(chainId))
      throw createError(INVALID_CONFIG, { reason: `allowanceResetTokens: ${key} is not a chain id` })
    if (!Array.isArray(addresses) || addresses.some((a) => typeof a !== 'string' || !EVM_ADDRESS.test(a)))
      throw createError(INVALID_CONFIG, { reason: `allowanceResetTokens[${key}] must list 0x addresses` })
    checked[chainId] = [...addresses]
  }
  return checked
}
