import type { TokenBalance } from './schemas.js'

function decimalsOf(token: TokenBalance): number {
  return token.decimals ?? Number(token.quantity.decimals)
}

/** A quantity a person can hold: a non-negative decimal figure, not '-5', 'NaN' or '1e400'. */
function isHeldQuantity(numeric: string): boolean {
  return /^\d+(\.\d+)?$/.test(numeric.trim()) && Number.isFinite(Number(numeric))
}

/**
 * Tokens with zero decimals are dropped from the token list as low quality (R-ACCT-22); so are
 * tokens whose quantity or value is negative or not a number, which no account can hold.
 */
export function dropLowQualityTokens(tokens: readonly TokenBalance[]): TokenBalance[] {
  return tokens.filter(
    (token) =>
      decimalsOf(token) !== 0 &&
      isHeldQuantity(token.quantity.numeric) &&
      Number.isFinite(token.value) &&
      token.value >= 0,
  )
}
