import type { Clock, Logger } from '@sigil/core'
import { NOT_SAFE_RPC_METHODS, SAFE_RPC_METHODS, type SigilInternalClient } from '@sigil/core/internal'
import { FrameRequestError } from './frameErrors.js'
import { userRequest } from './frameNetwork.js'
import { frameRpc } from './frameRpc.js'
import { isFrameRpcMethod } from './frameRpcMethods.js'
import type { FrameTransport } from './frameTransport.js'
import { parseFrameUser } from './frameUser.js'

type Listener = (...args: never[]) => void

/** The embedded wallet as an EIP-1193 provider: the EVM adapter drives it like any wallet. */
export type FrameProvider = {
  request(arguments_: { method: string; params?: readonly unknown[] | object }): Promise<unknown>
  on(event: string, listener: Listener): FrameProvider
  removeListener(event: string, listener: Listener): FrameProvider
  /** Tells listeners the session ended (a not-connected report, a sign-out). */
  emitDisconnect(): void
  /** Tells listeners the wallet acts with another address (its owner key or its smart account). */
  emitAccountsChanged(accounts: readonly string[]): void
}

export type FrameProviderOptions = {
  client: SigilInternalClient
  transport: () => Promise<FrameTransport>
  clock: Clock
  logger: Logger
  /** The session ended through this provider (the adapter's disconnect): the other namespaces lose it too. */
  onSignedOut?: () => void
}

export function createFrameProvider(options: FrameProviderOptions): FrameProvider {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, ...args: unknown[]) => {
    for (const listener of listeners.get(event) ?? []) (listener as (...values: unknown[]) => void)(...args)
  }
  const call = async (event: Parameters<FrameTransport['request']>[0], payload?: Record<string, unknown>) =>
    (await options.transport()).request(event, payload)

  const readUser = async () => {
    const user = parseFrameUser(await call('GET_USER', userRequest(options.client)))
    if (!user) throw new FrameRequestError({ message: 'The embedded wallet sent a user Sigil cannot read' })
    return user
  }
  const accounts = async (): Promise<string[]> => {
    const { isConnected } = await call('IS_CONNECTED')
    if (isConnected !== true) return []
    return [(await readUser()).address]
  }

  const provider: FrameProvider = {
    async request({ method, params }) {
      switch (method) {
        case 'eth_accounts':
          return accounts()
        case 'eth_requestAccounts': {
          const list = await accounts()
          if (list.length === 0)
            throw Object.assign(new Error('Not connected to email or social'), { code: 4100 })
          return list
        }
        case 'eth_chainId': {
          const { chainId } = await call('GET_CHAIN_ID')
          return `0x${Number(chainId).toString(16)}`
        }
        case 'wallet_switchEthereumChain': {
          const [target] = (Array.isArray(params) ? params : []) as [{ chainId?: string } | undefined]
          const chainId = Number(target?.chainId)
          if (!Number.isSafeInteger(chainId))
            throw Object.assign(new Error('Chain is not supported'), { code: 4902 })
          const before = options.client.getState().accounts.eip155.address
          const rpcUrl = options.client
            .getState()
            .chain.networks.find((network) => network.caipNetworkId === `eip155:${chainId}`)?.rpcUrls.default
            .http[0]
          await call('SWITCH_NETWORK', { chainId, ...(rpcUrl ? { rpcUrl } : {}) })
          emit('chainChanged', `0x${chainId.toString(16)}`)
          // A network without smart accounts has the owner key alone: the address may change.
          if (before)
            readUser().then(
              ({ address }) => {
                if (address.toLowerCase() !== before.toLowerCase()) emit('accountsChanged', [address])
              },
              (error: unknown) => options.logger.warn('Reading the embedded-wallet user failed', error),
            )
          return null
        }
        case 'wallet_revokePermissions':
          // How the adapter disconnects: the session on the secure site ends.
          await call('SIGN_OUT')
          options.onSignedOut?.()
          return null
        default:
          // A method on the app's allow-lists that the frame does not serve (R-EMBED-32);
          // a method on neither list goes on to be refused as not allowed (R-EMBED-20).
          if (!isFrameRpcMethod(method) && isAllowedRpcMethod(method))
            throw Object.assign(new Error(`The embedded wallet does not support ${method}`), { code: 4200 })
          return frameRpc({ ...options, namespace: 'eip155' }, method, params)
      }
    },
    on(event, listener) {
      const set = listeners.get(event) ?? new Set<Listener>()
      listeners.set(event, set)
      set.add(listener)
      return provider
    },
    removeListener(event, listener) {
      listeners.get(event)?.delete(listener)
      return provider
    },
    emitDisconnect: () => emit('disconnect', { code: 4900, message: 'Not connected to email or social' }),
    emitAccountsChanged: (list) => emit('accountsChanged', [...list]),
  }
  return provider
}

const isAllowedRpcMethod = (method: string): boolean =>
  (SAFE_RPC_METHODS as readonly string[]).includes(method) ||
  (NOT_SAFE_RPC_METHODS as readonly string[]).includes(method)
