import {
  createOnrampSession,
  type OnrampSession,
  type OnrampSessionState,
  resolveOnrampProviders,
} from '@sigil/core/onramp'
import { useSigilClient } from '../../context/SigilContext.js'
import { useModalOptions } from '../../modal/ModalOptionsContext.js'
import { useT } from '../../strings/useT.js'
import { routeString } from '../routeData.js'
import type { SessionHandle } from '../SessionStates.js'
import { useFeatureSession } from '../useFeatureSession.js'

export type OnrampSessionHandle = SessionHandle<OnrampSession, OnrampSessionState>

/**
 * The onramp session of the connected account on the active network, with the configured
 * providers (the blockchain service by default), made anew when the account or network
 * changes. The router's data may name the `asset` and the `amount` to pay.
 */
export function useOnrampSession(): OnrampSessionHandle {
  const t = useT()
  const client = useSigilClient()
  const { onrampProviders, blockchain } = useModalOptions()
  return useFeatureSession<OnrampSession, OnrampSessionState>(() => {
    const providers = resolveOnrampProviders(onrampProviders, blockchain)
    if (providers.length === 0) throw new Error(t('onramp.notHere'))
    const data = client.getState().router.data
    return createOnrampSession({
      client,
      providers,
      initial: { asset: routeString(data, 'asset'), amount: routeString(data, 'amount') },
    })
  }, [client, onrampProviders, blockchain, t])
}
