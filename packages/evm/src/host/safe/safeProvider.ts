import type SafeAppsSDK from '@safe-global/safe-apps-sdk'
import type { Eip1193Provider, Eip1193RequestArguments } from '../../eip1193.js'
import type { CheckedSafeInfo } from './safeInfo.js'
import { safeSignature } from './safeSignature.js'

const sameAddress = (a: unknown, b: string): boolean =>
  typeof a === 'string' && a.toLowerCase() === b.toLowerCase()

/** An EIP-1193 error a wallet would answer with. */
function rpcError(code: number, message: string): Error & { code: number } {
  return Object.assign(new Error(message), { code })
}

type Sdk = SafeAppsSDK
type TransactionParameters = { to?: unknown; value?: unknown; data?: unknown }

const hexOf = (value: number): string => `0x${value.toString(16)}`
const text = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined)

/**
 * The node reads the Safe{Wallet} host answers through the SDK's `eth` calls (its `rpcCall`),
 * by method; undefined for a method the host does not serve.
 */
function read(sdk: Sdk, method: string, args: readonly unknown[]): Promise<unknown> | undefined {
  const [a, b, c] = args
  const address = text(a)?.toLowerCase() ?? ''
  switch (method) {
    case 'eth_blockNumber':
      return sdk.eth.getBlockByNumber(['latest']).then((block) => block.number)
    case 'eth_getBalance':
      return sdk.eth.getBalance([address, text(b)])
    case 'eth_getCode':
      return sdk.eth.getCode([address, text(b)])
    case 'eth_getTransactionCount':
      return sdk.eth.getTransactionCount([address, text(b)])
    case 'eth_getStorageAt':
      return sdk.eth.getStorageAt([address, Number(b), text(c)])
    case 'eth_getBlockByNumber':
      return sdk.eth.getBlockByNumber([a as never, b === true])
    case 'eth_getBlockByHash':
      return sdk.eth.getBlockByHash([text(a) ?? '', b === true])
    case 'eth_getTransactionByHash':
      return sdk.eth.getTransactionByHash([text(a) ?? ''])
    case 'eth_getTransactionReceipt':
      return sdk.eth.getTransactionReceipt([text(a) ?? ''])
    case 'eth_estimateGas':
      return sdk.eth.getEstimateGas(a as never)
    case 'eth_call':
      return sdk.eth.call([a as never, text(b)])
    case 'eth_getLogs':
      return sdk.eth.getPastLogs([a as never])
    case 'eth_gasPrice':
      return sdk.eth.getGasPrice()
    default:
      return undefined
  }
}

/**
 * The Safe as an EIP-1193 provider over the Safe Apps SDK. Accounts come without a prompt (the
 * Safe is the account); `eth_sendTransaction` answers the Safe's transaction hash (the
 * transaction is in the Safe's queue for its owners, not on chain); a message is signed by the
 * Safe's rules and is a signature only once its owners have signed; the Safe lives on one chain,
 * so switching elsewhere is refused; revoking has nothing to end; reads go through the host. Its
 * account and chain never change while the page is in its frame, so it emits no events.
 * (Safe's own EIP-1193 package is CommonJS over the SDK's ES modules: bundled, the interop
 * helpers it needs would land in every page's first load, this page's or not.)
 */
export function createSafeProvider(sdk: SafeAppsSDK, safe: CheckedSafeInfo): Eip1193Provider {
  const params = (request: Eip1193RequestArguments): readonly unknown[] =>
    Array.isArray(request.params) ? request.params : []
  return {
    async request(request) {
      const args = params(request)
      switch (request.method) {
        case 'eth_accounts':
        case 'eth_requestAccounts':
          return [safe.safeAddress]
        case 'eth_chainId':
        case 'net_version':
          return hexOf(safe.chainId)
        case 'eth_sendTransaction': {
          const [tx] = args as [TransactionParameters | undefined]
          const to = text(tx?.to)
          if (!to) throw rpcError(-32602, 'eth_sendTransaction needs a to address')
          // The wallet's gas limit is not the Safe's inner gas (`safeTxGas`): the host sets that.
          const { safeTxHash } = await sdk.txs.send({
            txs: [{ to, value: text(tx?.value) || '0', data: text(tx?.data) || '0x' }],
          })
          return safeTxHash
        }
        case 'personal_sign': {
          const [message, address] = args
          if (typeof message !== 'string' || !sameAddress(address, safe.safeAddress))
            throw rpcError(4100, 'The Safe signs only as its own address')
          return safeSignature(await sdk.txs.signMessage(message))
        }
        case 'eth_signTypedData_v4': {
          const [address, typedData] = args
          if (!sameAddress(address, safe.safeAddress))
            throw rpcError(4100, 'The Safe signs only as its own address')
          const parsed: unknown = typeof typedData === 'string' ? JSON.parse(typedData) : typedData
          return safeSignature(
            await sdk.txs.signTypedMessage(parsed as Parameters<typeof sdk.txs.signTypedMessage>[0]),
          )
        }
        case 'wallet_switchEthereumChain': {
          const [target] = args as [{ chainId?: unknown } | undefined]
          if (typeof target?.chainId === 'string' && Number(target.chainId) === safe.chainId) return null
          throw rpcError(4902, `The Safe is on chain ${safe.chainId} only`)
        }
        case 'wallet_revokePermissions':
          return null
        default: {
          const answer = read(sdk, request.method, args)
          if (!answer) throw rpcError(4200, `The Safe does not support ${request.method}`)
          return answer
        }
      }
    },
  }
}
