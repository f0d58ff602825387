const TRANSACTION_HASH = /^0x[0-9a-fA-F]{64}$/

/** `0x` followed by exactly 64 hex characters. */
export function isTransactionHash(value: string): boolean {
  return typeof value === 'string' && TRANSACTION_HASH.test(value)
}
