import { getBase64Decoder, getBase64Encoder } from '@solana/kit'
import { type SolanaLedger, TransactionRejected } from './solana-ledger.js'

/** The fee of one signature on a real cluster; litesvm charges the same. */
export const LAMPORTS_PER_SIGNATURE = 5000
/** Blocks a blockhash stays usable on a real cluster; reported as lastValidBlockHeight. */
const BLOCKHASH_VALIDITY = 150

type JsonRpcRequest = { jsonrpc?: unknown; id?: unknown; method?: unknown; params?: unknown }
type JsonRpcReply =
  | { jsonrpc: '2.0'; id: unknown; result: unknown }
  | { jsonrpc: '2.0'; id: unknown; error: { code: number; message: string; data?: unknown } }

class RpcError extends Error {
  readonly code: number
  readonly data: unknown
  constructor(code: number, message: string, data?: unknown) {
    super(message)
    this.code = code
    this.data = data
  }
}

const invalidParams = (message: string) => new RpcError(-32602, message)

function stringParam(params: unknown[], index: number, what: string): string {
  const value = params[index]
  if (typeof value !== 'string' || value === '') throw invalidParams(`${what} must be a string`)
  return value
}

function numberParam(params: unknown[], index: number, what: string): bigint {
  const value = params[index]
  if (typeof value === 'number' && Number.isSafeInteger(value) && value >= 0) return BigInt(value)
  if (typeof value === 'string' && /^\d+$/.test(value)) return BigInt(value)
  throw invalidParams(`${what} must be a non-negative integer`)
}

/** The number of signatures a serialized message asks for (its first header byte, after a version prefix). */
function requiredSignatures(messageBase64: string): number {
  const bytes = getBase64Encoder().encode(messageBase64)
  const first = bytes[0]
  if (first === undefined) throw invalidParams('message is empty')
  const versioned = (first & 0x80) !== 0
  const count = versioned ? bytes[1] : first
  if (count === undefined) throw invalidParams('message is too short')
  return count
}

/**
 * The JSON-RPC methods Sigil and @solana/kit call to read balances and send and confirm a
 * transfer, answered from the ledger in the shapes a Solana node gives.
 */
export function createSolanaRpc(ledger: SolanaLedger) {
  const context = () => ({ slot: ledger.slot, apiVersion: '2.2.0' })
  const methods: Record<string, (params: unknown[]) => unknown> = {
    getHealth: () => 'ok',
    getVersion: () => ({ 'solana-core': '2.2.0', 'feature-set': 0 }),
    getSlot: () => ledger.slot,
    getBlockHeight: () => ledger.slot,
    getGenesisHash: () => 'EtWTRABZaYq6iMfeYKouRu166VU2xqa1wcaWoxPkrZBG',
    getBalance: (params) => ({
      context: context(),
      value: Number(ledger.balance(stringParam(params, 0, 'address'))),
    }),
    getLatestBlockhash: () => ({
      context: context(),
      value: { blockhash: ledger.latestBlockhash(), lastValidBlockHeight: ledger.slot + BLOCKHASH_VALIDITY },
    }),
    getMinimumBalanceForRentExemption: (params) =>
      Number(ledger.minimumBalanceForRentExemption(Number(numberParam(params, 0, 'dataLength')))),
    getFeeForMessage: (params) => ({
      context: context(),
      value: requiredSignatures(stringParam(params, 0, 'message')) * LAMPORTS_PER_SIGNATURE,
    }),
    getAccountInfo: (params) => {
      const account = ledger.account(stringParam(params, 0, 'address'))
      return {
        context: context(),
        value:
          account === null
            ? null
            : {
                lamports: account.lamports,
                owner: account.owner,
                executable: account.executable,
                rentEpoch: 0,
                space: account.space,
                data: [getBase64Decoder().decode(account.data), 'base64'],
              },
      }
    },
    requestAirdrop: (params) =>
      ledger.airdrop(stringParam(params, 0, 'address'), numberParam(params, 1, 'lamports')),
    sendTransaction: (params) => {
      const options = (params[1] ?? {}) as { encoding?: unknown }
      if (options.encoding !== undefined && options.encoding !== 'base64')
        throw invalidParams('only base64 encoding is served')
      try {
        return ledger.send(stringParam(params, 0, 'transaction'))
      } catch (error) {
        if (error instanceof TransactionRejected)
          throw new RpcError(-32002, error.message, { logs: error.logs })
        throw error
      }
    },
    getSignatureStatuses: (params) => {
      const signatures = params[0]
      if (!Array.isArray(signatures) || !signatures.every((s) => typeof s === 'string'))
        throw invalidParams('signatures must be an array of strings')
      return {
        context: context(),
        value: signatures.map((signature: string) => {
          const status = ledger.status(signature)
          if (status === null) return null
          return {
            slot: status.slot,
            confirmations: null,
            err: status.err,
            status: status.err === null ? { Ok: null } : { Err: status.err },
            confirmationStatus: 'finalized',
          }
        }),
      }
    },
  }

  const answer = (request: unknown): JsonRpcReply => {
    const { id = null, method, params = [] } = (request ?? {}) as JsonRpcRequest
    try {
      if (typeof method !== 'string') throw new RpcError(-32600, 'Invalid request')
      const run = methods[method]
      if (!run) throw new RpcError(-32601, `Method not found: ${method}`)
      if (!Array.isArray(params)) throw invalidParams('params must be an array')
      return { jsonrpc: '2.0', id, result: run(params) }
    } catch (error) {
      if (error instanceof RpcError)
        return {
          jsonrpc: '2.0',
          id,
          error: {
            code: error.code,
            message: error.message,
            ...(error.data === undefined ? {} : { data: error.data }),
          },
        }
      return { jsonrpc: '2.0', id, error: { code: -32603, message: (error as Error).message } }
    }
  }

  /** Answers one request or a batch, as a JSON-RPC 2.0 server does. */
  return (body: unknown): JsonRpcReply | JsonRpcReply[] =>
    Array.isArray(body) ? body.map(answer) : answer(body)
}
