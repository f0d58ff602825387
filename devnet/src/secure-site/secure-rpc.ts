import { type Address, createWalletClient, type Hex, http, isAddress, isHex, toHex } from 'viem'
import { HttpError } from '../http/http-error.js'
import type { SecureAccount } from './secure-accounts.js'
import { accountSignature, deploySmartAccount, executeCall, isDeployed } from './smart-accounts.js'

/** Read-only methods the site forwards to the chain as they are. */
const FORWARDED = new Set([
  'eth_blockNumber',
  'eth_call',
  'eth_estimateGas',
  'eth_feeHistory',
  'eth_gasPrice',
  'eth_getBalance',
  'eth_getBlockByHash',
  'eth_getBlockByNumber',
  'eth_getCode',
  'eth_getLogs',
  'eth_getStorageAt',
  'eth_getTransactionByHash',
  'eth_getTransactionCount',
  'eth_getTransactionReceipt',
  'eth_maxPriorityFeePerGas',
  'eth_sendRawTransaction',
])

export interface RpcInput {
  account: SecureAccount
  chainId: number
  rpcUrl: string
  method: string
  params: unknown
  /** The user's smart account, when this chain has smart accounts. */
  smartAccount?: Address
  /** The address the user acts with now (eth_accounts). */
  current: Address
}

/**
 * Answers one JSON-RPC call for a signed-in user: signs with the site's key, or forwards reads.
 * As the smart account, the owner key signs (ERC-1271; ERC-6492 before deployment) and a
 * transaction is the owner's call of the account's `execute`, deploying the account first.
 */
export async function answerRpc(input: RpcInput): Promise<unknown> {
  const { account, chainId, rpcUrl, method, params, smartAccount } = input
  const list = Array.isArray(params) ? params : []
  const { signer } = account
  const asSmartAccount = (address: unknown): boolean => {
    if (smartAccount && typeof address === 'string' && address.toLowerCase() === smartAccount.toLowerCase())
      return true
    requireOwnAddress(address, signer.address)
    return false
  }
  const signAs = async (address: unknown, ownerSignature: () => Promise<Hex>): Promise<Hex> => {
    if (!asSmartAccount(address)) return ownerSignature()
    return accountSignature(await ownerSignature(), signer.address, await isDeployed(rpcUrl, smartAccount!))
  }
  switch (method) {
    case 'eth_accounts':
    case 'eth_requestAccounts':
      return [input.current]
    case 'eth_chainId':
      return toHex(chainId)
    case 'personal_sign': {
      const [data, address] = list
      if (typeof data !== 'string') throw rpcError(-32602, 'personal_sign needs the message')
      return signAs(address, () => signer.signMessage({ message: isHex(data) ? { raw: data } : data }))
    }
    case 'eth_signTypedData_v4': {
      const [address, typed] = list
      const parsed = typeof typed === 'string' ? JSON.parse(typed) : typed
      return signAs(address, () => signer.signTypedData(parsed))
    }
    case 'eth_sendTransaction': {
      const [transaction] = list as [Record<string, unknown> | undefined]
      if (!transaction || typeof transaction !== 'object')
        throw rpcError(-32602, 'eth_sendTransaction needs a transaction')
      const fromSmartAccount = asSmartAccount(transaction.from ?? input.current)
      const wallet = createWalletClient({ account: signer, transport: http(rpcUrl) })
      const to = transaction.to
      if (typeof to !== 'string' || !isAddress(to))
        throw rpcError(-32602, 'the transaction needs a valid to address')
      const value = typeof transaction.value === 'string' ? BigInt(transaction.value) : 0n
      const data =
        typeof transaction.data === 'string' && isHex(transaction.data) ? (transaction.data as Hex) : '0x'
      if (fromSmartAccount) {
        await deploySmartAccount(rpcUrl, signer, smartAccount!)
        return wallet.sendTransaction({ chain: null, to: smartAccount!, data: executeCall(to, value, data) })
      }
      return wallet.sendTransaction({ chain: null, to, value, ...(data !== '0x' ? { data } : {}) })
    }
    default:
      if (!FORWARDED.has(method)) throw rpcError(4200, `The method ${method} is not supported`)
      return forward(rpcUrl, method, list)
  }
}

async function forward(rpcUrl: string, method: string, params: unknown[]): Promise<unknown> {
  const response = await fetch(rpcUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ jsonrpc: '2.0', id: 1, method, params }),
  })
  const body = (await response.json()) as { result?: unknown; error?: { code: number; message: string } }
  if (body.error) throw rpcError(body.error.code, body.error.message)
  return body.result
}

function requireOwnAddress(address: unknown, own: string): void {
  if (typeof address !== 'string' || address.toLowerCase() !== own.toLowerCase())
    throw rpcError(4100, 'The requested account is not this user')
}

/** An RPC failure: 400 with the JSON-RPC code, so the frame passes the code on. */
export function rpcError(code: number, message: string): HttpError & { rpcCode: number } {
  return Object.assign(new HttpError(400, message, 'rpc_error'), { rpcCode: code })
}
