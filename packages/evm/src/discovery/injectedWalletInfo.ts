/**
 * What an injected provider tells about itself through the flags wallets set on
 * `window.ethereum`. Used only to name the injected connector and to spot a wallet that is
 * also announced over EIP-6963 behind a different object.
 */
const KNOWN_FLAGS: ReadonlyArray<{ flag: string; name: string; rdns: string }> = [
  { flag: 'isRabby', name: 'Rabby Wallet', rdns: 'io.rabby' },
  { flag: 'isCoinbaseWallet', name: 'Coinbase Wallet', rdns: 'com.coinbase.wallet' },
  { flag: 'isBraveWallet', name: 'Brave Wallet', rdns: 'com.brave.wallet' },
  { flag: 'isMetaMask', name: 'MetaMask', rdns: 'io.metamask' },
]

export const INJECTED_DEFAULT_NAME = 'Browser Wallet'

export function injectedWalletInfo(provider: object): { name: string; rdns?: string } {
  const flags = provider as Record<string, unknown>
  // Several wallets also set isMetaMask for compatibility, so the more specific flags come first.
  const known = KNOWN_FLAGS.find(({ flag }) => flags[flag] === true)
  return known ? { name: known.name, rdns: known.rdns } : { name: INJECTED_DEFAULT_NAME }
}
