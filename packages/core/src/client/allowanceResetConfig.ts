import { createError, INVALID_CONFIG } from '../errors/index.js'
import { isEvmAddress } from '../validation/evmAddress.js'

/**
 * Checks `config.allowanceResetTokens`: positive integer chain ids and EVM addresses (a bad
 * checksum is refused too: a mistyped contract here would leave a token's approvals stuck).
 */
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
    if (
      !Array.isArray(addresses) ||
      addresses.some((a) => !isEvmAddress(a, { strict: true }) || !a.startsWith('0x'))
    )
      throw createError(INVALID_CONFIG, { reason: `allowanceResetTokens[${key}] must list 0x addresses` })
    checked[chainId] = [...addresses]
  }
  return checked
}
