import { createError, WALLET_RPC_ERROR } from '@sigil/core/internal'
import type { Wallet } from '@wallet-standard/base'

/** The wallet-standard features Sigil uses on Solana. */
export const FEATURES = {
  connect: 'standard:connect',
  disconnect: 'standard:disconnect',
  events: 'standard:events',
  signMessage: 'solana:signMessage',
  signTransaction: 'solana:signTransaction',
  signAndSendTransaction: 'solana:signAndSendTransaction',
} as const

const SIGNING = [FEATURES.signMessage, FEATURES.signTransaction, FEATURES.signAndSendTransaction]

const isRecord = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null

/** A registered wallet Sigil offers for Solana: it names a solana chain, can connect and can sign something. */
export function isSolanaWallet(wallet: Wallet): boolean {
  if (!isRecord(wallet) || typeof wallet.name !== 'string' || wallet.name.trim() === '') return false
  if (!Array.isArray(wallet.chains) || !isRecord(wallet.features)) return false
  return (
    wallet.chains.some((chain) => typeof chain === 'string' && chain.startsWith('solana:')) &&
    FEATURES.connect in wallet.features &&
    SIGNING.some((feature) => feature in wallet.features)
  )
}

export const offers = (wallet: Wallet, feature: string): boolean =>
  isRecord(wallet.features) && isRecord(wallet.features[feature])

/**
 * The method `method` of the wallet's `feature`, bound to the feature object. A wallet that
 * names a feature it does not implement gets a clear error instead of a TypeError.
 */
export function featureMethod<F extends (...args: never[]) => unknown>(
  wallet: Wallet,
  feature: string,
  method: string,
): F {
  const object = (wallet.features as Record<string, unknown>)[feature]
  const fn = isRecord(object) ? object[method] : undefined
  if (typeof fn !== 'function')
    throw createError(WALLET_RPC_ERROR, {
      message: isRecord(object)
        ? `${wallet.name} lists ${feature} but has no ${method} in it`
        : `${wallet.name} does not offer ${feature}`,
    })
  return fn.bind(object) as F
}
