import { type CaipNetwork, isSigilError } from '@sigil/core'
import { createError, errorFromWalletRejection, INVALID_RESPONSE } from '@sigil/core/internal'
import { toBitcoinAccounts } from '../session/bitcoinAccounts.js'
import type { BitcoinWallet } from './bitcoinWallet.js'

type RpcAnswer = { status: 'success'; result: unknown } | { status: 'error'; error: unknown }
type SatsRequest = (method: string, params: unknown, providerId?: string) => Promise<RpcAnswer>

/** sats-connect's `request`, loaded on the first call to a wallet. */
const satsConnect = async (): Promise<SatsRequest> =>
  (await import('sats-connect')).request as unknown as SatsRequest

const record = (value: unknown): Record<string, unknown> =>
  typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {}

/**
 * A wallet listed in `window.btc_providers`, spoken to through sats-connect's `request`
 * (getAddresses to connect, wallet_getAccount to reconnect without a prompt).
 */
export function satsConnectWallet(
  provider: { id: string; name: string },
  network: () => CaipNetwork,
): BitcoinWallet {
  const call = async (method: string, params: unknown): Promise<Record<string, unknown>> => {
    let answer: RpcAnswer
    try {
      answer = await (await satsConnect())(method, params, provider.id)
    } catch (error) {
      throw isSigilError(error) ? error : errorFromWalletRejection(error)
    }
    if (answer.status === 'error') throw errorFromWalletRejection(answer.error)
    return record(answer.result)
  }
  const text = (value: unknown, what: string): string => {
    if (typeof value !== 'string' || value === '')
      throw createError(INVALID_RESPONSE, { reason: `${provider.name} returned no ${what}` })
    return value
  }
  return {
    name: provider.name,
    async connect(silent) {
      const result = silent
        ? await call('wallet_getAccount', null)
        : await call('getAddresses', { purposes: ['payment', 'ordinals'], message: 'Connect to this app' })
      return toBitcoinAccounts(result.addresses, network(), provider.name)
    },
    async disconnect() {
      await call('wallet_disconnect', null)
    },
    async signMessage(address, message) {
      const result = await call('signMessage', { address, message, protocol: 'BIP322' })
      return text(result.signature, 'signature')
    },
    async signPsbt({ psbt, signInputs, broadcast = false }) {
      const result = await call('signPsbt', { psbt, signInputs, broadcast })
      const txid = typeof result.txid === 'string' ? result.txid : undefined
      return { psbt: text(result.psbt, 'signed PSBT'), ...(txid ? { txid } : {}) }
    },
    async sendTransfer(recipients) {
      const result = await call('sendTransfer', { recipients })
      return text(result.txid, 'transaction id')
    },
  }
}
