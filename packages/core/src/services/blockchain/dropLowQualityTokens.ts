import type { TokenBalance } from './schemas.js'

function decimalsOf(token: TokenBalance): number {
  return token.decimals ?? Number(token.quantity.decimals)
}

/** Tokens with zero decimals are dropped from the token list as low quality (R-ACCT-22). */
export function dropLowQualityTokens(tokens: readonly TokenBalance[]): TokenBalance[] {
  return tokens.filter((token) => decimalsOf(token) !== 0)
}
