import {
  createOnrampSession,
  type OnrampSession,
  type OnrampSessionState,
  resolveOnrampProviders,
} from '@sigil/core/onramp'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useModalOptions } from '../../modal/ModalOptionsContext.js'
import { routeString } from '../routeData.js'
import type { SessionHandle } from '../SessionStates.js'

export type OnrampSessionHandle = SessionHandle<OnrampSession, OnrampSessionState>

const NOTHING = () => () => undefined
const NO_STATE = () => undefined

/**
 * The onramp session of the connected account on the active network, with the configured
 * providers (the blockchain service by default), made anew when the account or network
 * changes. The router's data may name the `asset` and the `amount` to pay.
 */
export function useOnrampSession(): OnrampSessionHandle {
  const client = useSigilClient()
  const { onrampProviders, blockchain } = useModalOptions()
  const key = useSigilSelector((state) => {
    const network = state.chain.activeNetwork
    return `${network?.caipNetworkId ?? ''}|${network ? (state.accounts[network.chainNamespace]?.address ?? '') : ''}`
  })
  const [made, setMade] = useState<{ key: string; session?: OnrampSession; missing?: string }>()

  useEffect(() => {
    let providers: ReturnType<typeof resolveOnrampProviders>
    try {
      providers = resolveOnrampProviders(onrampProviders, blockchain)
    } catch (error) {
      setMade({ key, missing: error instanceof Error ? error.message : String(error) })
      return
    }
    if (providers.length === 0) {
      setMade({ key, missing: 'Buying crypto is not available here.' })
      return
    }
    const data = client.getState().router.data
    const session = createOnrampSession({
      client,
      providers,
      initial: { asset: routeString(data, 'asset'), amount: routeString(data, 'amount') },
    })
    setMade({ key, session })
    void session.load()
    return () => session.destroy()
  }, [client, key, onrampProviders, blockchain])

  const session = made?.key === key ? made.session : undefined
  const state = useSyncExternalStore(session?.subscribe ?? NOTHING, session?.getState ?? NO_STATE)
  if (made?.key === key && made.missing) return { status: 'missing', message: made.missing }
  if (!session || !state) return { status: 'starting' }
  return { status: 'running', session, state }
}
