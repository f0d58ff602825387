import type { Account } from '@sigil/core'

export type SignPsbtParameters = {
  /** The PSBT, base64. */
  psbt: string
  /** The inputs to sign, by the address that signs them. */
  signInputs: Record<string, number[]>
  broadcast?: boolean
}

/** One Bitcoin wallet, however it is reached (sats-connect or wallet-standard). */
export type BitcoinWallet = {
  readonly name: string
  connect(silent: boolean): Promise<Account[]>
  disconnect(): Promise<void>
  /** A BIP-322 (or the wallet's) signature of `message` by `address`, base64. */
  signMessage(address: string, message: string): Promise<string>
  signPsbt(parameters: SignPsbtParameters): Promise<{ psbt: string; txid?: string }>
  /** Pays `recipients` (amounts in satoshis); the transaction id comes back. */
  sendTransfer(recipients: readonly { address: string; amount: number }[]): Promise<string>
}
