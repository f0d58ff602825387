/**
 * What "Max" fills in, in base units: the balance less what is kept back for the network fee
 * (`reserve`, 0 for anything but the native coin), never below zero.
 */
export function maxAmount(balance: bigint, reserve: bigint): bigint {
  const available = balance - reserve
  return available > 0n ? available : 0n
}
