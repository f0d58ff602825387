import { decodeBase58, encodeBase58 } from '@sigil/core'
import { createError, INVALID_RESPONSE } from '@sigil/core/internal'
import { type SolanaAccount, type SolanaWalletHost, solanaChains } from './solanaWallet.js'

// The calls behind the Solana face, loaded on its first use (base58 and all), so a page that
// never uses WalletConnect on Solana carries only the face.

const FEATURES = ['solana:signMessage', 'solana:signTransaction'] as const
const toBase64 = (bytes: Uint8Array) => btoa(String.fromCharCode(...bytes))
const fromBase64 = (text: string) => Uint8Array.from(atob(text), (c) => c.charCodeAt(0))

/** The session's Solana accounts as wallet-standard accounts; none without a session. */
export async function readAccounts(host: SolanaWalletHost): Promise<readonly SolanaAccount[]> {
  const session = await host.session()
  if (!session.hasSession()) return []
  return session.addresses('solana').map((address) => ({
    address,
    publicKey: decodeBase58(address),
    chains: solanaChains(host),
    features: FEATURES,
  }))
}

/** Pairs (showing the QR) unless a session exists; a silent connect only reads a restored one. */
export async function connect(host: SolanaWalletHost, silent: boolean): Promise<readonly SolanaAccount[]> {
  const session = await host.session()
  if (!session.hasSession() && !silent) await host.connect()
  return readAccounts(host)
}

async function ask(
  host: SolanaWalletHost,
  method: string,
  params: unknown,
): Promise<Record<string, unknown>> {
  const session = await host.session()
  const answer = await session.askWallet('solana', session.chainId('solana') ?? '', method, params)
  if (typeof answer !== 'object' || answer === null)
    throw createError(INVALID_RESPONSE, { reason: `the phone wallet answered ${method} with nothing` })
  return answer as Record<string, unknown>
}

export async function signMessages(
  host: SolanaWalletHost,
  inputs: readonly { account: { address: string }; message: Uint8Array }[],
) {
  const outputs = []
  for (const { account, message } of inputs) {
    const answer = await ask(host, 'solana_signMessage', {
      message: encodeBase58(message),
      pubkey: account.address,
    })
    if (typeof answer.signature !== 'string')
      throw createError(INVALID_RESPONSE, { reason: 'the phone wallet returned no signature' })
    outputs.push({ signedMessage: message, signature: decodeBase58(answer.signature) })
  }
  return outputs
}

export async function signTransactions(
  host: SolanaWalletHost,
  inputs: readonly { transaction: Uint8Array }[],
) {
  const outputs = []
  for (const { transaction } of inputs) {
    const answer = await ask(host, 'solana_signTransaction', { transaction: toBase64(transaction) })
    // A wallet answering only a signature would leave the placing to us; the whole transaction is asked for.
    if (typeof answer.transaction !== 'string')
      throw createError(INVALID_RESPONSE, { reason: 'the phone wallet returned no signed transaction' })
    outputs.push({ signedTransaction: fromBase64(answer.transaction) })
  }
  return outputs
}
