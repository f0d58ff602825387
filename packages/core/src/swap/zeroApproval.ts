/** A transaction Swap sends: the call's target, its data and the native value. */
export type SwapCall = { to: string; data: string; value: bigint }

/** `approve(address,uint256)`: selector, the spender word, the amount word. */
const APPROVE_CALL = /^0x095ea7b3(0{24}[0-9a-f]{40})[0-9a-f]{64}$/i

/**
 * The same approval with an amount of zero: same token, same spender, no value. Undefined when
 * `approval` is not a plain ERC-20 `approve` call (then there is nothing safe to reset).
 */
export function zeroApproval(approval: SwapCall): SwapCall | undefined {
  const match = APPROVE_CALL.exec(approval.data)
  if (!match || approval.value !== 0n) return undefined
  return { to: approval.to, value: 0n, data: `0x095ea7b3${match[1]}${'0'.repeat(64)}` }
}
