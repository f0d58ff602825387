import { invalidConfig, isObject } from './invalidConfig.js'

// The shape only, and small: this runs in every page's first load. The checksum would need keccak;
// addresses are compared without case, so a wrong checksum changes nothing here.
const isResetTable = (table: unknown): table is Readonly<Record<number, readonly string[]>> =>
  isObject(table) &&
  !Array.isArray(table) &&
  Object.entries(table).every(
    ([chainId, list]) =>
      /^[1-9]\d{0,15}$/.test(chainId) &&
      Array.isArray(list) &&
      list.every((address) => typeof address === 'string' && /^0x[0-9a-fA-F]{40}$/.test(address)),
  )

/** Checks `config.allowanceResetTokens` (positive chain ids to 0x addresses) and copies it. */
export function validateAllowanceResetTokens(
  table: Readonly<Record<number, readonly string[]>>,
): Readonly<Record<number, readonly string[]>> {
  if (!isResetTable(table)) invalidConfig('allowanceResetTokens must map chain ids to 0x addresses')
  return Object.fromEntries(Object.entries(table).map(([chainId, list]) => [chainId, [...list]]))
}
