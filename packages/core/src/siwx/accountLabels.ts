import type { NetworkNamespace } from '../caip/types.js'

/** The word after "sign in with your" in the first line, per namespace (EIP-4361 / CAIP-122). */
export const ACCOUNT_LABELS: Readonly<Record<NetworkNamespace, string>> = {
  eip155: 'Ethereum',
  solana: 'Solana',
  bip122: 'Bitcoin',
}

export function namespaceOfLabel(label: string): NetworkNamespace | undefined {
  return (Object.keys(ACCOUNT_LABELS) as NetworkNamespace[]).find((ns) => ACCOUNT_LABELS[ns] === label)
}
