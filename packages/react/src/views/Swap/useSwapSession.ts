import {
  createSwapSession,
  resolveSwapService,
  type SwapSession,
  type SwapSessionState,
} from '@sigil/core/swap'
import { useSigilClient } from '../../context/SigilContext.js'
import { useModalOptions } from '../../modal/ModalOptionsContext.js'
import { useT } from '../../strings/useT.js'
import { routeString } from '../routeData.js'
import type { SessionHandle } from '../SessionStates.js'
import { useFeatureSession } from '../useFeatureSession.js'

export type SwapSessionHandle = SessionHandle<SwapSession, SwapSessionState>

/**
 * The swap session of the connected account on the active network, made once the swap
 * provider has loaded, and made anew when the account or the network changes. The router's
 * data may name the tokens (`from`, `to`: symbol or CAIP-10) and the `amount`.
 */
export function useSwapSession(): SwapSessionHandle {
  const t = useT()
  const client = useSigilClient()
  const { swapService, blockchain } = useModalOptions()
  return useFeatureSession<SwapSession, SwapSessionState>(() => {
    const load = resolveSwapService(swapService, blockchain)
    if (!load) throw new Error(t('swap.notHere'))
    const data = client.getState().router.data
    return load().then(
      (service) =>
        createSwapSession({
          client,
          service,
          initial: {
            from: routeString(data, 'from'),
            to: routeString(data, 'to'),
            amount: routeString(data, 'amount'),
          },
        }),
      () => {
        throw new Error(t('swap.providerFailed'))
      },
    )
  }, [client, swapService, blockchain, t])
}
