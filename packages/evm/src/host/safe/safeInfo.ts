import { isHexAddress } from '../../session/isHexAddress.js'

/** The Safe a Safe{Wallet} host reports, as checked here. */
export type CheckedSafeInfo = {
  safeAddress: `0x${string}`
  chainId: number
  threshold: number
  owners: `0x${string}`[]
  isReadOnly: boolean
}

/**
 * Reads the host's `getSafeInfo` answer field by field: an address, a positive chain id, owners
 * as addresses and a threshold between one and their number. Anything else is not a Safe.
 */
export function parseSafeInfo(value: unknown): CheckedSafeInfo | undefined {
  if (typeof value !== 'object' || value === null) return undefined
  const { safeAddress, chainId, threshold, owners, isReadOnly } = value as Record<string, unknown>
  if (!isHexAddress(safeAddress)) return undefined
  if (typeof chainId !== 'number' || !Number.isSafeInteger(chainId) || chainId <= 0) return undefined
  if (!Array.isArray(owners) || owners.length === 0 || !owners.every(isHexAddress)) return undefined
  if (
    typeof threshold !== 'number' ||
    !Number.isInteger(threshold) ||
    threshold < 1 ||
    threshold > owners.length
  )
    return undefined
  return { safeAddress, chainId, threshold, owners, isReadOnly: isReadOnly === true }
}
