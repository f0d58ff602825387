import { createError, FAILED_TO_CONNECT, FAILED_TO_DISCONNECT_CHAINS } from '@sigil/core/internal'
import type { Eip155ProviderHost } from './eip155Provider.js'
import type { WalletConnectSession } from './sdk/walletConnectSession.js'

const chainHex = (session: WalletConnectSession) => {
  const chain = session.chainId('eip155')
  if (chain === undefined)
    throw createError(FAILED_TO_CONNECT, undefined, { details: 'the session has no eip155 chain' })
  return `0x${Number(chain).toString(16)}`
}

/**
 * What the EIP-1193 face answers to one request, once the session is here. It is fetched with the
 * SDK (a request waits for the session anyway), so the page's first load carries only the face.
 */
export async function answerEip155Request(
  session: WalletConnectSession,
  host: Eip155ProviderHost,
  emit: (event: string, value: unknown) => void,
  method: string,
  params: readonly unknown[] | object | undefined,
): Promise<unknown> {
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
}
