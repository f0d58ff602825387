/** Whether a wallet is excluded by rdns or name (names compared without case). */
export function isExcludedWallet(
  excluded: readonly string[],
  wallet: { name: string; rdns?: string | undefined },
): boolean {
  if (excluded.length === 0) return false
  const name = wallet.name.toLowerCase()
  const rdns = wallet.rdns?.toLowerCase()
  return excluded.some((entry) => {
    const value = entry.toLowerCase()
    return value === name || (rdns !== undefined && value === rdns)
  })
}
