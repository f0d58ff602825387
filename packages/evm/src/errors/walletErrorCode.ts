/**
 * The numeric code of a wallet error. Some wallets (mobile ones behind a bridge) wrap the
 * real code in `data.originalError.code`; that inner code wins when present.
 */
export function walletErrorCode(error: unknown): number | undefined {
  if (typeof error !== 'object' || error === null) return undefined
  const data = (error as { data?: unknown }).data
  if (typeof data === 'object' && data !== null) {
    const original = (data as { originalError?: unknown }).originalError
    if (typeof original === 'object' && original !== null) {
      const inner = (original as { code?: unknown }).code
      if (typeof inner === 'number') return inner
    }
  }
  const code = (error as { code?: unknown }).code
  return typeof code === 'number' ? code : undefined
}

export const USER_REJECTED_CODE = 4001
export const UNRECOGNIZED_CHAIN_CODE = 4902
