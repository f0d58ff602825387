/**
 * Tokens whose `approve` refuses to move an allowance from one non-zero value to another:
 * the spender's allowance must be set to zero first. Tether's USDT contracts are the known
 * case (spec §9: seven USDT contracts). Swap reads this table when an approval is due and the
 * current allowance is neither zero nor enough: it sends `approve(spender, 0)` before the
 * approval the swap service built, so the approval does not revert on chain.
 *
 * Keyed by EVM chain id; addresses as the token's issuer publishes them (EIP-55).
 * `config.allowanceResetTokens` replaces the table; spread this one to extend it.
 */
export const DEFAULT_ALLOWANCE_RESET_TOKENS: Readonly<Record<number, readonly string[]>> = {
  /** Ethereum: Tether USD. */
  1: ['0xdAC17F958D2ee523a2206206994597C13D831ec7'],
  /** BNB Smart Chain: Binance-Peg BSC-USD. */
  56: ['0x55d398326f99059fF775485246999027B3197955'],
  /** Polygon PoS: Tether USD. */
  137: ['0xc2132D05D31c914a87C6611C10748AEb04B58e8F'],
  /** Kava EVM: Tether USDt. */
  2222: ['0x919C1c267BC06a7039e03fcc2eF738525769109c'],
  /** Celo: Tether USDt. */
  42220: ['0x48065fbBE25f71C9282ddf5e1cD6D6A887483D5e'],
  /** Arbitrum One: Tether USD. */
  42161: ['0xFd086bC7CD5C481DCC9C85ebE478A1C0b69FCbb9'],
  /** Avalanche C-Chain: Tether USDt. */
  43114: ['0x9702230A8Ea53601f5cD2dc00fDBc13d4dF4A8c7'],
}

/**
 * Whether `token` (a plain address or CAIP-10, as Swap's tokens are) on `chainId` must have its
 * allowance set to zero before a new one.
 */
export function needsAllowanceReset(
  table: Readonly<Record<number, readonly string[]>>,
  chainId: number,
  token: string,
): boolean {
  const wanted = token.slice(token.lastIndexOf(':') + 1).toLowerCase()
  return (table[chainId] ?? []).some((address) => address.toLowerCase() === wanted)
}
