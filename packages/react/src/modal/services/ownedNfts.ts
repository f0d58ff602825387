import type { Transaction } from '@sigil/core/services'

/** An NFT the account holds, as the NFTs tab shows it. */
export type NftItem = { id: string; name: string; tokenId?: string; imageUrl?: string }

/**
 * The NFTs an account holds, read from its history (newest first): each NFT received and
 * not sent away since. Spam NFTs are left out. The blockchain service has no NFT call, so
 * the history's transfers are the source.
 */
export function ownedNfts(transactions: readonly Transaction[]): NftItem[] {
  const held = new Map<string, NftItem>()
  for (const transaction of [...transactions].reverse()) {
    for (const transfer of transaction.transfers) {
      const nft = transfer.nft_info
      if (!nft || nft.flags.is_spam) continue
      const name = nft.name ?? (nft.token_id ? `#${nft.token_id}` : 'NFT')
      const id = `${transaction.metadata.chain}|${name}|${nft.token_id ?? ''}`
      if (transfer.direction === 'in') {
        const imageUrl = nft.content?.preview?.url ?? undefined
        held.set(id, {
          id,
          name,
          ...(nft.token_id ? { tokenId: nft.token_id } : {}),
          ...(imageUrl ? { imageUrl } : {}),
        })
      } else if (transfer.direction === 'out') {
        held.delete(id)
      }
    }
  }
  return [...held.values()].reverse()
}
