import type { Transaction } from '@sigil/core/services'
import { describe, expect, it } from 'vitest'
import { ownedNfts } from './ownedNfts.js'

let next = 0
const nftTransfer = (
  tokenId: string,
  direction: 'in' | 'out',
  spam = false,
  chain = 'eip155:1',
): Transaction => ({
  id: `0x${++next}`,
  metadata: {
    minedAt: '2025-05-14T09:41:00Z',
    chain,
    operationType: direction === 'in' ? 'receive' : 'send',
    status: 'confirmed',
    sentFrom: '0x1',
    sentTo: '0x2',
  },
  transfers: [
    {
      nft_info: {
        name: `${spam ? 'Free Airdrop' : 'Devnet Collectibles'} #${tokenId}`,
        token_id: tokenId,
        content: { preview: { url: `http://127.0.0.1/${tokenId}.svg` } },
        flags: { is_spam: spam },
      },
      direction,
      quantity: { numeric: '1' },
    },
  ],
})

describe('ownedNfts', () => {
  it('R-ACCT-02 keeps the NFTs received and not sent away since, newest first, reading a newest-first history', () => {
    const history = [
      nftTransfer('1', 'out'),
      nftTransfer('3', 'in'),
      nftTransfer('2', 'in'),
      nftTransfer('1', 'in'),
    ]
    expect(ownedNfts(history).map((nft) => nft.name)).toEqual([
      'Devnet Collectibles #3',
      'Devnet Collectibles #2',
    ])
    expect(ownedNfts(history)[0]).toMatchObject({ tokenId: '3', imageUrl: 'http://127.0.0.1/3.svg' })
  })

  it('R-ACCT-20 leaves spam NFTs out', () => {
    expect(
      ownedNfts([nftTransfer('9', 'in', true), nftTransfer('4', 'in')]).map((nft) => nft.tokenId),
    ).toEqual(['4'])
  })

  it('an NFT sent back and received again is held', () => {
    expect(ownedNfts([nftTransfer('5', 'in'), nftTransfer('5', 'out'), nftTransfer('5', 'in')])).toHaveLength(
      1,
    )
  })

  it('fungible transfers are not NFTs', () => {
    const fungible: Transaction = {
      ...nftTransfer('6', 'in'),
      transfers: [
        { fungible_info: { name: 'Ether', symbol: 'ETH' }, direction: 'in', quantity: { numeric: '1' } },
      ],
    }
    expect(ownedNfts([fungible])).toEqual([])
  })
})
