import { createError, FAILED_TO_CONNECT, FAILED_TO_DISCONNECT_CHAINS } from '@sigil/core'
import type { WalletConnectSession } from './sdk/walletConnectSession.js'

type Listener = (...args: never[]) => void
type RequestArguments = { method: string; params?: readonly unknown[] | object }

export type Eip155ProviderHost = {
  session(): Promise<WalletConnectSession>
  /** A pairing is shown until a wallet approves; rejects with the reason it ended. */
  connect(): Promise<void>
}

/**
 * The EIP-1193 face of a WalletConnect session, which the EVM adapter drives like any wallet:
 * eth_requestAccounts pairs (showing the QR), eth_accounts reads a restored session without
 * pairing, wallet requests go to the phone, and the session's events come out as
 * accountsChanged / chainChanged / disconnect. The SDK loads on the first request.
 */
export function createEip155Provider(host: Eip155ProviderHost) {
  const listeners = new Map<string, Set<Listener>>()
  const emit = (event: string, value: unknown) => {
    for (const listener of listeners.get(event) ?? []) (listener as (value: unknown) => void)(value)
  }

  const chainHex = (session: WalletConnectSession) => {
    const chain = session.chainId('eip155')
    if (chain === undefined)
      throw createError(FAILED_TO_CONNECT, undefined, { details: 'the session has no eip155 chain' })
    return `0x${Number(chain).toString(16)}`
  }

  return {
    emit,
    async request({ method, params }: RequestArguments): Promise<unknown> {
      const session = await host.session()
      switch (method) {
        case 'eth_requestAccounts':
          if (!session.hasSession()) await host.connect()
          return session.addresses('eip155')
        case 'eth_accounts':
          return session.hasSession() ? session.addresses('eip155') : []
        case 'eth_chainId':
          return chainHex(session)
        case 'wallet_revokePermissions':
          try {
            await session.disconnect()
          } catch (error) {
            // The page is disconnected either way (spec §4): the session must not outlive it here.
            await session.forget().catch(() => undefined)
            const message = error instanceof Error ? error.message : String(error)
            throw createError(FAILED_TO_DISCONNECT_CHAINS, { message }, { cause: error })
          }
          return null
        case 'wallet_addEthereumChain':
          return session.askWallet('eip155', session.chainId('eip155') ?? '', method, params)
        case 'wallet_switchEthereumChain': {
          const current = session.chainId('eip155') ?? ''
          await session.askWallet('eip155', current, method, params)
          const target = (params as readonly { chainId: string }[])[0]?.chainId
          if (target !== undefined) {
            const chain = String(Number.parseInt(target, 16))
            session.setChain('eip155', chain)
            emit('chainChanged', target)
          }
          return null
        }
        default:
          return session.request('eip155', session.chainId('eip155') ?? '', method, params)
      }
    },
    on(event: string, listener: Listener) {
      let set = listeners.get(event)
      if (set === undefined) {
        set = new Set()
        listeners.set(event, set)
      }
      set.add(listener)
    },
    removeListener(event: string, listener: Listener) {
      listeners.get(event)?.delete(listener)
    },
  }
}
