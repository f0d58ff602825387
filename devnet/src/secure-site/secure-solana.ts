import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import { getBase64Decoder, getTransactionDecoder, getTransactionEncoder } from '@solana/kit'
import type { SecureAccount } from './secure-accounts.js'
import { rpcError } from './secure-rpc.js'

/** A user's Solana key: the seed stays on the site; the app sees the base58 address only. */
export interface SolanaKey {
  seed: Uint8Array
  address: string
}

export function createSolanaKey(): SolanaKey {
  const seed = ed25519.utils.randomSecretKey()
  return { seed, address: base58.encode(ed25519.getPublicKey(seed)) }
}

/** `solana:<reference>` of a get-user or RPC chain id (the frame sends the bare reference with RPC). */
export function solanaChainId(value: unknown): string | undefined {
  if (typeof value !== 'string' || value === '') return undefined
  return value.startsWith('solana:') ? value : `solana:${value}`
}

/** The user as the frame reports it on a Solana chain: one account, the ed25519 key's address. */
export function describeSolanaUser(account: SecureAccount, chainId: string) {
  return {
    email: account.email,
    address: account.solana.address,
    chainId,
    accounts: [{ address: account.solana.address, type: 'eoa' }],
    ...(account.userName ? { userName: account.userName } : {}),
    ...(account.identity.startsWith('social:') ? { socialProvider: account.identity.split(':')[1] } : {}),
    preferredAccountType: 'eoa',
  }
}

export interface SolanaRpcInput {
  account: SecureAccount
  method: string
  params: unknown
  /** The Solana JSON-RPC URL of the chain, for solana_signAndSendTransaction. */
  rpcUrl?: string
}

/**
 * Answers one Solana call as the hosted frame does (AppKit's Solana AuthProvider reads these
 * payloads): base58 in and out; signMessage gives `{ signature }`, signTransaction
 * `{ transaction }`, signAllTransactions `{ transactions }`, signAndSendTransaction `{ signature }`.
 */
export async function answerSolanaRpc(input: SolanaRpcInput): Promise<unknown> {
  const { account, method } = input
  const params = (typeof input.params === 'object' && input.params !== null ? input.params : {}) as Record<
    string,
    unknown
  >
  const key = account.solana
  switch (method) {
    case 'solana_signMessage': {
      if (typeof params.message !== 'string') throw rpcError(-32602, 'solana_signMessage needs the message')
      if (params.pubkey !== key.address) throw rpcError(4100, 'The requested account is not this user')
      const signature = ed25519.sign(decode(params.message, 'message'), key.seed)
      return { signature: base58.encode(signature) }
    }
    case 'solana_signTransaction':
      return { transaction: base58.encode(signTransaction(decode(params.transaction, 'transaction'), key)) }
    case 'solana_signAllTransactions': {
      const list = params.transactions
      if (!Array.isArray(list)) throw rpcError(-32602, 'solana_signAllTransactions needs transactions')
      return {
        transactions: list.map((entry) => base58.encode(signTransaction(decode(entry, 'transaction'), key))),
      }
    }
    case 'solana_signAndSendTransaction': {
      if (!input.rpcUrl) throw rpcError(4200, 'This network cannot send transactions')
      const signed = signTransaction(decode(params.transaction, 'transaction'), key)
      return { signature: await send(input.rpcUrl, signed) }
    }
    default:
      throw rpcError(4200, `The method ${method} is not supported`)
  }
}

function decode(value: unknown, what: string): Uint8Array {
  if (typeof value !== 'string') throw rpcError(-32602, `the ${what} must be a base58 string`)
  try {
    return base58.decode(value)
  } catch {
    throw rpcError(-32602, `the ${what} is not base58`)
  }
}

/** Puts the key's signature of the message in its own slot; refused when the key is not a signer. */
function signTransaction(wire: Uint8Array, key: SolanaKey): Uint8Array {
  let transaction: ReturnType<ReturnType<typeof getTransactionDecoder>['decode']>
  try {
    transaction = getTransactionDecoder().decode(wire)
  } catch {
    throw rpcError(-32602, 'the transaction cannot be read')
  }
  if (!(key.address in transaction.signatures))
    throw rpcError(4100, 'The transaction does not ask this user to sign')
  const signature = ed25519.sign(new Uint8Array(transaction.messageBytes), key.seed)
  const signed = {
    ...transaction,
    signatures: { ...transaction.signatures, [key.address]: signature },
  } as typeof transaction
  return new Uint8Array(getTransactionEncoder().encode(signed))
}

async function send(rpcUrl: string, signed: Uint8Array): Promise<string> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      jsonrpc: '2.0',
      id: 1,
      method: 'sendTransaction',
      params: [getBase64Decoder().decode(signed), { encoding: 'base64' }],
    }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw rpcError(body.error.code, body.error.message)
  if (typeof body.result !== 'string') throw rpcError(-32603, 'The network sent no signature')
  return body.result
}
