import { type CreateConnectorFn, createConnector } from '@wagmi/core'
import { type Address, getAddress, numberToHex } from 'viem'
import { parseWalletChainId } from '../chain/evmChainId.js'
import type { Eip1193Provider } from '../eip1193.js'

/** wagmi's `type` for a connector made from a Sigil shared connector (WalletConnect). */
export const SHARED_CONNECTOR_TYPE = 'sigilShared'

// The wallet does not know the chain (EIP-3085's answer to a switch).
const UNRECOGNIZED_CHAIN = 4902
const USER_REJECTED = 4001

type Listener = (...args: never[]) => void

export type SharedConnectorSource = {
  readonly id: string
  readonly name: string
  readonly imageUrl?: string | undefined
  readonly provider: Eip1193Provider
}

const errorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined

/**
 * A wagmi connector over a shared connector's EIP-1193 provider, so a WalletConnect session Sigil
 * pairs is a connection in the app's wagmi config (and one the app's wagmi hooks make is Sigil's).
 * Connecting asks `eth_requestAccounts` (which pairs); the provider's events are wagmi's change
 * and disconnect; disconnecting revokes (which ends the session). wagmi's reconnect on mount asks
 * only a connector it connected before (a flag in wagmi's storage), so a page without a stored
 * session never loads the SDK behind the provider.
 */
export function sharedWagmiConnector(source: SharedConnectorSource): CreateConnectorFn<Eip1193Provider> {
  const { provider } = source
  const connectedKey = `${source.id}.connected`
  let listeners: Array<[string, Listener]> = []

  return createConnector<Eip1193Provider>((config) => {
    const listen = (connector: {
      onAccountsChanged(accounts: string[]): void
      onChainChanged(chainId: string): void
      onDisconnect(): void
    }): void => {
      if (listeners.length > 0) return
      listeners = [
        ['accountsChanged', ((accounts: string[]) => connector.onAccountsChanged(accounts)) as Listener],
        // A chain id that is not a number names no chain: it is not passed on as one.
        [
          'chainChanged',
          ((chainId: string) => {
            if (Number.isSafeInteger(parseWalletChainId(chainId))) connector.onChainChanged(chainId)
          }) as Listener,
        ],
        ['disconnect', (() => connector.onDisconnect()) as Listener],
      ]
      for (const [event, listener] of listeners) provider.on?.(event, listener)
    }
    const unlisten = (): void => {
      for (const [event, listener] of listeners) provider.removeListener?.(event, listener)
      listeners = []
    }
    const accounts = async (method: 'eth_accounts' | 'eth_requestAccounts'): Promise<Address[]> => {
      const answer = await provider.request({ method })
      return Array.isArray(answer) ? answer.map((address) => getAddress(String(address))) : []
    }
    // `Number(true)` or `Number([1])` is chain 1: only a chain id the wallet wrote as one counts.
    const chainId = async (): Promise<number> => {
      const answer = await provider.request({ method: 'eth_chainId' })
      const id = parseWalletChainId(answer)
      if (!Number.isSafeInteger(id))
        throw new Error(`The wallet reported a chain id that is not a number: ${String(answer).slice(0, 40)}`)
      return id
    }

    return {
      id: source.id,
      name: source.name,
      type: SHARED_CONNECTOR_TYPE,
      ...(source.imageUrl === undefined ? {} : { icon: source.imageUrl }),

      async connect({ chainId: wanted, isReconnecting, withCapabilities } = {}) {
        const addresses = await accounts(isReconnecting ? 'eth_accounts' : 'eth_requestAccounts')
        if (addresses.length === 0) throw new Error('The wallet returned no accounts')
        listen(this)
        await config.storage?.setItem(connectedKey, true)
        let current = await chainId()
        if (wanted !== undefined && wanted !== current && this.switchChain) {
          // The app asked for a chain: a refusal fails the connect, any other failure keeps the wallet's chain.
          const moved = await this.switchChain({ chainId: wanted }).catch((error: unknown) => {
            if (errorCode(error) === USER_REJECTED) throw error
            return undefined
          })
          current = moved?.id ?? current
        }
        return {
          accounts: (withCapabilities
            ? addresses.map((address) => ({ address, capabilities: {} }))
            : addresses) as never,
          chainId: current,
        }
      },

      async disconnect() {
        unlisten()
        await config.storage?.removeItem(connectedKey)
        await provider.request({ method: 'wallet_revokePermissions', params: [{ eth_accounts: {} }] })
      },

      getAccounts: () => accounts('eth_accounts'),
      getChainId: chainId,
      getProvider: async () => provider,

      async isAuthorized() {
        // Without storage wagmi remembers nothing, so only the provider can say.
        if (config.storage && !(await config.storage.getItem(connectedKey))) return false
        return (await accounts('eth_accounts').catch(() => [])).length > 0
      },

      async switchChain({ chainId: target, addEthereumChainParameter }) {
        const chain = config.chains.find((candidate) => candidate.id === target)
        if (!chain) throw new Error(`Chain ${target} is not in the wagmi config`)
        const switchTo = () =>
          provider.request({
            method: 'wallet_switchEthereumChain',
            params: [{ chainId: numberToHex(target) }],
          })
        try {
          await switchTo()
        } catch (error) {
          if (errorCode(error) !== UNRECOGNIZED_CHAIN) throw error
          await provider.request({
            method: 'wallet_addEthereumChain',
            params: [
              {
                chainId: numberToHex(chain.id),
                chainName: chain.name,
                nativeCurrency: chain.nativeCurrency,
                rpcUrls: [...chain.rpcUrls.default.http],
                ...(chain.blockExplorers ? { blockExplorerUrls: [chain.blockExplorers.default.url] } : {}),
                ...addEthereumChainParameter,
              },
            ],
          })
          await switchTo()
        }
        config.emitter.emit('change', { chainId: target })
        return chain
      },

      onAccountsChanged(next) {
        if (next.length === 0) this.onDisconnect()
        else config.emitter.emit('change', { accounts: next.map((address) => getAddress(address)) })
      },
      onChainChanged(next) {
        config.emitter.emit('change', { chainId: Number(next) })
      },
      onDisconnect() {
        unlisten()
        void config.storage?.removeItem(connectedKey)
        config.emitter.emit('disconnect')
      },
    }
  })
}
