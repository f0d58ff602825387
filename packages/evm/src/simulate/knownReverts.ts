import { parseAbi } from 'viem'

/**
 * Custom errors that swap routers revert with when the minimum output is not met, and the
 * ERC-20 balance and allowance errors of OpenZeppelin 5, so a revert can be named without the
 * contract's ABI. Names only matter: the core maps them to failure codes.
 */
export const KNOWN_REVERTS = parseAbi([
  'error Slippage(uint256 amountOut, uint256 minAmountOut)',
  'error ReturnAmountIsNotEnough(uint256 result, uint256 minReturn)',
  'error TooLittleReceived()',
  'error V3TooLittleReceived()',
  'error V2TooLittleReceived()',
  'error InsufficientOutputAmount()',
  'error ERC20InsufficientBalance(address sender, uint256 balance, uint256 needed)',
  'error ERC20InsufficientAllowance(address spender, uint256 allowance, uint256 needed)',
  'error InsufficientAllowance(uint256 allowance, uint256 needed)',
  'error InsufficientBalance(uint256 balance, uint256 needed)',
])
