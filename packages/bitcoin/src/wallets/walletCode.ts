/**
 * What the adapter needs only once a wallet is used (connect, restore, sign, balance): loaded
 * on that first use, so a page that only lists Bitcoin wallets does not pay for address
 * parsing and the two wallet clients.
 */
export { isBitcoinAddress } from '@sigil/core'
export { satsConnectWallet } from './satsConnectWallet.js'
export { standardBitcoinWallet } from './standardBitcoinWallet.js'
