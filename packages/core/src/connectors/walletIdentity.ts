/** What a wallet is recognised by across connectors, listings and recent entries. */
export type WalletIdentity = { id: string; name?: string; rdns?: string; info?: { rdns?: string } }

export const rdnsOf = (wallet: WalletIdentity): string | undefined =>
  (wallet.rdns ?? wallet.info?.rdns)?.toLowerCase()

/** Same wallet when the ids match, or the rdns, or the names (case-insensitive). */
export function isSameWallet(a: WalletIdentity, b: WalletIdentity): boolean {
  if (a.id === b.id) return true
  const ra = rdnsOf(a)
  if (ra !== undefined && ra === rdnsOf(b)) return true
  return a.name !== undefined && b.name !== undefined && a.name.toLowerCase() === b.name.toLowerCase()
}
