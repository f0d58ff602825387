import { describe, expect, it } from 'vitest'
import { english } from '../../strings/english.js'
import { readActivity, readNft, readToken } from './accountItems.js'

const token = {
  name: 'Devnet USD',
  symbol: 'dUSD',
  chainId: 'eip155:31337',
  address: 'eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3',
  value: 9853.75,
  price: 1,
  quantity: { decimals: '6', numeric: '9853.75' },
  iconUrl: 'http://127.0.0.1/token/dUSD.svg',
}

const transaction = (transfer: Record<string, unknown>, status = 'confirmed') => ({
  id: '0xabc',
  metadata: {
    minedAt: '2025-05-14T09:41:00Z',
    chain: 'eip155:1',
    operationType: 'receive',
    status,
    sentFrom: '0x1',
    sentTo: '0x2',
  },
  transfers: [transfer],
})

describe('Account entries', () => {
  it('R-UI-22 a token shows its name, its quantity to 3 decimals with the symbol, and its value in dollars', () => {
    expect(readToken(token)).toEqual({
      key: 'eip155:31337:eip155:31337:0x5fbdb2315678afecb367f032d93f642f64180aa3',
      name: 'Devnet USD',
      symbol: 'dUSD',
      amount: '9,853.750',
      value: '$9,853.75',
      iconUrl: 'http://127.0.0.1/token/dUSD.svg',
    })
  })

  it('a token without a price (the service gives 0) shows no value rather than $0.00', () => {
    const unpriced = readToken({ ...token, symbol: 'SOL', value: 0, price: 0 })
    expect(unpriced).toMatchObject({ symbol: 'SOL', amount: '9,853.750' })
    expect(unpriced?.value).toBeUndefined()
    // A priced token with nothing held is worth $0.00, and says so.
    expect(readToken({ ...token, value: 0, quantity: { decimals: '6', numeric: '0' } })?.value).toBe('$0.00')
  })

  it('skips entries missing what a row needs, whatever the loader returned', () => {
    expect(readToken({ ...token, quantity: { numeric: 'lots' } })).toBeUndefined()
    expect(readToken({ symbol: 'X' })).toBeUndefined()
    expect(readToken(null)).toBeUndefined()
    expect(readNft({ id: 'a' })).toBeUndefined()
    expect(readActivity({ id: '0x1', metadata: {} }, english)).toBeUndefined()
    expect(readActivity('0x1', english)).toBeUndefined()
  })

  it('an NFT has its name and its preview when there is one', () => {
    expect(
      readNft({ id: 'n1', name: 'Devnet Collectibles #1', imageUrl: 'http://127.0.0.1/n1.svg' }),
    ).toEqual({
      key: 'n1',
      name: 'Devnet Collectibles #1',
      imageUrl: 'http://127.0.0.1/n1.svg',
    })
  })

  it('an incoming token transfer reads as received, signed plus, 3 decimals', () => {
    const row = readActivity(
      transaction({
        fungible_info: { name: 'Ether', symbol: 'ETH', icon: { url: 'http://127.0.0.1/eth.svg' } },
        direction: 'in',
        quantity: { numeric: '0.25' },
      }),
      english,
    )
    expect(row).toMatchObject({
      key: '0xabc',
      title: 'Received',
      detail: '+0.250 ETH',
      direction: 'in',
      failed: false,
      iconUrl: 'http://127.0.0.1/eth.svg',
    })
    expect(row?.subtitle).toMatch(/^May 1[45], \d\d:\d\d$/)
  })

  it('an NFT transfer names the NFT on the second line; a failed transaction says so', () => {
    const row = readActivity(
      transaction(
        {
          nft_info: { name: 'Devnet Collectibles #2', token_id: '2', flags: { is_spam: false } },
          direction: 'out',
          quantity: { numeric: '1' },
        },
        'failed',
      ),
      english,
    )
    expect(row).toMatchObject({ detail: '−1 NFT', subtitle: 'Devnet Collectibles #2', failed: true })
  })
})
