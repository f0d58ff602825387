import { describe, expect, it } from 'vitest'
import { coinTypeFromChainId } from './coinTypeFromChainId.js'
import { dropLowQualityTokens } from './dropLowQualityTokens.js'
import { filterTransactions } from './filterTransactions.js'
import type { TokenBalance, Transaction } from './schemas.js'

const tx = (id: string, chain: string, spam: boolean[]): Transaction => ({
  id,
  metadata: {
    minedAt: '',
    chain,
    operationType: 'receive',
    status: 'confirmed',
    sentFrom: '0x1',
    sentTo: '0x2',
  },
  transfers: spam.map((isSpam) => ({ nft_info: { flags: { is_spam: isSpam } }, quantity: { numeric: '1' } })),
})

const token = (symbol: string, decimals: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:1',
  value: 0,
  price: 0,
  quantity: { decimals, numeric: '1' },
  iconUrl: '',
})

describe('activity and token rules', () => {
  it('R-ACCT-20 a transaction whose transfers are all spam is dropped', () => {
    const kept = filterTransactions(
      [
        tx('all-spam', 'eip155:1', [true, true]),
        tx('mixed', 'eip155:1', [true, false]),
        tx('none', 'eip155:1', []),
      ],
      'eip155:1',
    )
    expect(kept.map((t) => t.id)).toEqual(['mixed', 'none'])
  })

  it('R-ACCT-21 only transactions of the active chain are kept', () => {
    const kept = filterTransactions(
      [tx('a', 'eip155:1', [false]), tx('b', 'eip155:10', [false])],
      'eip155:10',
    )
    expect(kept.map((t) => t.id)).toEqual(['b'])
  })

  it('R-ACCT-22 tokens with zero decimals are dropped', () => {
    expect(
      dropLowQualityTokens([token('GOOD', '18'), token('BAD', '0'), token('USDC', '6')]).map((t) => t.symbol),
    ).toEqual(['GOOD', 'USDC'])
  })

  it('R-ACCT-22 R-SEC-11 a negative or non-numeric quantity or value is not listed', () => {
    const held = (symbol: string, numeric: string, value = 0): TokenBalance => ({
      ...token(symbol, '18'),
      quantity: { decimals: '18', numeric },
      value,
    })
    const kept = dropLowQualityTokens([
      held('OK', '9999.97', 12),
      held('NEG', '-5'),
      held('NAN', 'NaN'),
      held('HUGE', `1${'0'.repeat(400)}`),
      held('NEGVALUE', '1', -3),
      held('ZERO', '0'),
    ])
    expect(kept.map((t) => t.symbol)).toEqual(['OK', 'ZERO'])
  })

  it('R-API-25 coin type from chain id (ENSIP-11), below 2^31 only', () => {
    expect(coinTypeFromChainId(1)).toBe(60)
    expect(coinTypeFromChainId(10)).toBe(2147483658)
    expect(coinTypeFromChainId(8453)).toBe(0x80000000 + 8453)
    expect(() => coinTypeFromChainId(2 ** 31)).toThrow(/too large/)
  })
})
