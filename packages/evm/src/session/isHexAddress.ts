/** 20 bytes of hex with `0x`, in any case (the checksum is not checked: wallets send lower case too). */
export function isHexAddress(value: unknown): value is `0x${string}` {
  return typeof value === 'string' && /^0x[0-9a-fA-F]{40}$/.test(value)
}
