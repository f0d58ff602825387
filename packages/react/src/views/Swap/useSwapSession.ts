import {
  createSwapSession,
  resolveSwapService,
  type SwapSession,
  type SwapSessionState,
} from '@sigil/core/swap'
import { useEffect, useState, useSyncExternalStore } from 'react'
import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useModalOptions } from '../../modal/ModalOptionsContext.js'
import { routeString } from '../routeData.js'
import type { SessionHandle } from '../SessionStates.js'

export type SwapSessionHandle = SessionHandle<SwapSession, SwapSessionState>

const NOTHING = () => () => undefined
const NO_STATE = () => undefined

/**
 * The swap session of the connected account on the active network, made once the swap
 * provider has loaded, and made anew when the account or the network changes. The router's
 * data may name the tokens (`from`, `to`: symbol or CAIP-10) and the `amount`.
 */
export function useSwapSession(): SwapSessionHandle {
  const client = useSigilClient()
  const { swapService, blockchain } = useModalOptions()
  const key = useSigilSelector((state) => {
    const network = state.chain.activeNetwork
    return `${network?.caipNetworkId ?? ''}|${network ? (state.accounts[network.chainNamespace]?.address ?? '') : ''}`
  })
  const [made, setMade] = useState<{ key: string; session?: SwapSession; missing?: string }>()

  useEffect(() => {
    let current = true
    let session: SwapSession | undefined
    let load: ReturnType<typeof resolveSwapService>
    try {
      load = resolveSwapService(swapService, blockchain)
    } catch (error) {
      setMade({ key, missing: error instanceof Error ? error.message : String(error) })
      return
    }
    if (!load) {
      setMade({ key, missing: 'Swaps are not available here.' })
      return
    }
    const data = client.getState().router.data
    load().then(
      (service) => {
        if (!current) return
        session = createSwapSession({
          client,
          service,
          initial: {
            from: routeString(data, 'from'),
            to: routeString(data, 'to'),
            amount: routeString(data, 'amount'),
          },
        })
        setMade({ key, session })
        void session.load()
      },
      () => current && setMade({ key, missing: 'The swap provider could not be loaded.' }),
    )
    return () => {
      current = false
      session?.destroy()
    }
  }, [client, key, swapService, blockchain])

  const session = made?.key === key ? made.session : undefined
  const state = useSyncExternalStore(session?.subscribe ?? NOTHING, session?.getState ?? NO_STATE)
  if (made?.key === key && made.missing) return { status: 'missing', message: made.missing }
  if (!session || !state) return { status: 'starting' }
  return { status: 'running', session, state }
}
