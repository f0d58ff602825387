import { decodeBase58, encodeBase58, isSigilError } from '@sigil/core'
import { createError, errorFromWalletRejection, INVALID_RESPONSE, verifyEd25519 } from '@sigil/core/internal'
import type { SolanaSignMessageFeature } from '@solana/wallet-standard-features'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { FEATURES, featureMethod } from '../discovery/solanaWallet.js'

type SignMessageMethod = SolanaSignMessageFeature['solana:signMessage']['signMessage']

export const SIGNATURE_BYTES = 64

/** A wallet's failure as core's typed wallet error (4001 stays 'User rejected the request'). */
export function walletError(error: unknown) {
  return isSigilError(error) ? error : errorFromWalletRejection(error)
}

/** Checks that the wallet answered one ed25519 signature (64 bytes) and returns it. */
export function readSignature(value: unknown, walletName: string): Uint8Array {
  if (!(value instanceof Uint8Array))
    throw createError(INVALID_RESPONSE, { reason: `${walletName} returned no signature bytes` })
  if (value.length !== SIGNATURE_BYTES)
    throw createError(INVALID_RESPONSE, {
      reason: `${walletName} returned a signature of ${value.length} bytes; an ed25519 signature has ${SIGNATURE_BYTES}`,
    })
  return value
}

/**
 * solana:signMessage for one UTF-8 message; the signature comes back in base58, once it is
 * verified as the account's ed25519 signature of exactly that message.
 */
export async function signMessage(wallet: Wallet, account: WalletAccount, message: string): Promise<string> {
  const sign = featureMethod<SignMessageMethod>(wallet, FEATURES.signMessage, 'signMessage')
  const bytes = new TextEncoder().encode(message)
  let outputs: unknown
  try {
    outputs = await sign({ account, message: bytes })
  } catch (error) {
    throw walletError(error)
  }
  const first = Array.isArray(outputs) ? (outputs[0] as { signature?: unknown } | undefined) : undefined
  const signature = readSignature(first?.signature, wallet.name)
  if (!(await verifyEd25519(signature, bytes, decodeBase58(account.address))))
    throw createError(INVALID_RESPONSE, {
      reason: `${wallet.name} returned a signature that is not ${account.address}'s signature of this message; it was not used`,
    })
  return encodeBase58(signature)
}
