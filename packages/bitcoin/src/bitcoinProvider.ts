import type { Account } from '@sigil/core'
import type { BitcoinMethod } from './bitcoinMethods.js'
import type { BitcoinWallet, SignPsbtParameters } from './wallets/bitcoinWallet.js'

/** What `getProvider('bip122')` gives an app: the bip122 namespace methods (R-BTC-02) on the connected wallet. */
export type BitcoinProvider = { readonly name: string } & {
  sendTransfer(recipients: readonly { address: string; amount: number }[]): Promise<string>
  signMessage(parameters: { address: string; message: string }): Promise<string>
  signPsbt(parameters: SignPsbtParameters): Promise<{ psbt: string; txid?: string }>
  getAccountAddresses(): Promise<readonly Account[]>
} & Record<BitcoinMethod, unknown>

export function createBitcoinProvider(
  wallet: BitcoinWallet,
  accounts: () => readonly Account[],
): BitcoinProvider {
  return {
    name: wallet.name,
    sendTransfer: (recipients) => wallet.sendTransfer(recipients),
    signMessage: ({ address, message }) => wallet.signMessage(address, message),
    signPsbt: (parameters) => wallet.signPsbt(parameters),
    getAccountAddresses: async () => accounts(),
  }
}
