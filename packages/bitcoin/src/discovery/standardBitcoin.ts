import type { Wallet } from '@wallet-standard/base'

export const BITCOIN_FEATURES = {
  connect: 'bitcoin:connect',
  signMessage: 'bitcoin:signMessage',
  signTransaction: 'bitcoin:signTransaction',
  sendTransfer: 'bitcoin:sendTransfer',
  standardConnect: 'standard:connect',
  disconnect: 'standard:disconnect',
} as const

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** A registered wallet Sigil offers for Bitcoin: it names a bitcoin chain and has bitcoin:connect. */
export function isBitcoinWallet(wallet: Wallet): boolean {
  return (
    isRecord(wallet) &&
    typeof wallet.name === 'string' &&
    wallet.name.trim() !== '' &&
    Array.isArray(wallet.chains) &&
    wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith('bitcoin:')) &&
    isRecord(wallet.features) &&
    BITCOIN_FEATURES.connect in wallet.features
  )
}

export const offers = (wallet: Wallet, feature: string): boolean =>
  isRecord(wallet.features) && isRecord((wallet.features as Record<string, unknown>)[feature])
