/** A non-negative integer as an EIP-1474 quantity (`0x`-prefixed hex, no leading zeros). */
export function toHexQuantity(value: number | bigint): `0x${string}` {
  return `0x${value.toString(16)}`
}
