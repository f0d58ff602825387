import { SafeAppProvider } from '@safe-global/safe-apps-provider'
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

/**
 * The Safe as an EIP-1193 provider: Safe's own provider over the Safe Apps SDK for reads and
 * transactions (`eth_sendTransaction` answers the Safe's transaction hash: the transaction is in
 * the Safe's queue, not on chain), and here what a wallet list expects of it and what the
 * provider leaves vague. Accounts come without a prompt (the Safe is the account); a message is
 * signed by the Safe's rules and is a signature only once its owners have signed; the Safe lives
 * on one chain, so switching elsewhere is refused; revoking has nothing to end.
 */
export function createSafeProvider(sdk: SafeAppsSDK, safe: CheckedSafeInfo): Eip1193Provider {
  const inner = new SafeAppProvider({ ...safe }, sdk)
  const params = (request: Eip1193RequestArguments): readonly unknown[] =>
    Array.isArray(request.params) ? request.params : []
  return {
    async request(request) {
      const args = params(request)
      switch (request.method) {
        case 'eth_requestAccounts':
          return [safe.safeAddress]
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
        default:
          return inner.request({ method: request.method, params: [...args] })
      }
    },
    on: (event, listener) => inner.on(event, listener as (...args: unknown[]) => void),
    removeListener: (event, listener) =>
      inner.removeListener(event, listener as (...args: unknown[]) => void),
  }
}
