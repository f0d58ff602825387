import { type CaipNetwork, isSigilError } from '@sigil/core'
import {
  createError,
  errorFromWalletRejection,
  INVALID_RESPONSE,
  WALLET_RPC_ERROR,
} from '@sigil/core/internal'
import type { Wallet, WalletAccount } from '@wallet-standard/base'
import { BITCOIN_FEATURES, offers } from '../discovery/standardBitcoin.js'
import { toBitcoinAccounts } from '../session/bitcoinAccounts.js'
import type { BitcoinWallet } from './bitcoinWallet.js'

type Method = (...args: unknown[]) => Promise<unknown>

const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/** A wallet-standard wallet with the bitcoin features (bitcoin:connect, signMessage, signTransaction). */
export function standardBitcoinWallet(wallet: Wallet, network: () => CaipNetwork): BitcoinWallet {
  let accounts: readonly WalletAccount[] = []
  const method = (feature: string, name: string): Method => {
    const object = (wallet.features as Record<string, unknown>)[feature] as
      | Record<string, unknown>
      | undefined
    const fn = object?.[name]
    if (typeof fn !== 'function')
      throw createError(WALLET_RPC_ERROR, {
        message: object
          ? `${wallet.name} lists ${feature} but has no ${name} in it`
          : `${wallet.name} does not offer ${feature}`,
      })
    return (...args) => (fn as Method).apply(object, args)
  }
  const call = async (feature: string, name: string, ...args: unknown[]): Promise<unknown> => {
    const fn = method(feature, name)
    try {
      return await fn(...args)
    } catch (error) {
      throw isSigilError(error) ? error : errorFromWalletRejection(error)
    }
  }
  const accountOf = (address: string): WalletAccount => {
    const account = accounts.find((a) => a.address === address)
    if (!account)
      throw createError(WALLET_RPC_ERROR, { message: `${address} is not an account of ${wallet.name}` })
    return account
  }
  const first = (outputs: unknown, field: string): Uint8Array => {
    const value = Array.isArray(outputs)
      ? (outputs[0] as Record<string, unknown> | undefined)?.[field]
      : undefined
    if (!(value instanceof Uint8Array) || value.length === 0)
      throw createError(INVALID_RESPONSE, { reason: `${wallet.name} returned no ${field}` })
    return value
  }

  return {
    name: wallet.name,
    async connect(silent) {
      let listed: unknown
      if (!silent) {
        listed = (
          (await call(BITCOIN_FEATURES.connect, 'connect', { purposes: ['payment', 'ordinals'] })) as {
            accounts?: unknown
          }
        )?.accounts
      } else if (wallet.accounts.length > 0) {
        listed = wallet.accounts
      } else if (offers(wallet, BITCOIN_FEATURES.standardConnect)) {
        listed = (
          (await call(BITCOIN_FEATURES.standardConnect, 'connect', { silent: true })) as {
            accounts?: unknown
          }
        )?.accounts
      } else {
        throw createError(WALLET_RPC_ERROR, { message: `${wallet.name} has no account to restore` })
      }
      const checked = toBitcoinAccounts(listed, network(), wallet.name)
      accounts = (listed as WalletAccount[]).filter((a) => checked.some((c) => c.address === a.address))
      return checked
    },
    async disconnect() {
      accounts = []
      if (offers(wallet, BITCOIN_FEATURES.disconnect)) await call(BITCOIN_FEATURES.disconnect, 'disconnect')
    },
    async signMessage(address, message) {
      const outputs = await call(BITCOIN_FEATURES.signMessage, 'signMessage', {
        account: accountOf(address),
        message: new TextEncoder().encode(message),
      })
      return toBase64(first(outputs, 'signature'))
    },
    async signPsbt({ psbt, signInputs }) {
      const inputsToSign = Object.entries(signInputs).map(([address, signingIndexes]) => ({
        account: accountOf(address),
        signingIndexes,
      }))
      const outputs = await call(BITCOIN_FEATURES.signTransaction, 'signTransaction', {
        psbt: fromBase64(psbt),
        inputsToSign,
      })
      return { psbt: toBase64(first(outputs, 'signedPsbt')) }
    },
    async sendTransfer(recipients) {
      const result = (await call(BITCOIN_FEATURES.sendTransfer, 'sendTransfer', { recipients })) as {
        txid?: unknown
      }
      if (typeof result?.txid !== 'string' || result.txid === '')
        throw createError(INVALID_RESPONSE, { reason: `${wallet.name} returned no transaction id` })
      return result.txid
    },
  }
}
