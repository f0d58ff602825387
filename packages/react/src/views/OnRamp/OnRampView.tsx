import { Skeleton } from '../../components/Skeleton.js'
import { ViewStyles } from '../../element/ViewStyles.js'
import { useT } from '../../strings/useT.js'
import { SessionStates } from '../SessionStates.js'
import { OnrampForm } from './OnrampForm.js'
import { OnrampPurchase } from './OnrampPurchase.js'
import { onrampProblemText } from './onrampProblemText.js'
import { ONRAMP_CSS } from './onrampStyles.js'
import { useOnrampSession } from './useOnrampSession.js'

const LOADING = (
  <div className="sigil-onramp" aria-busy="true" data-testid="onramp-loading">
    <Skeleton height={64} radius={16} />
    <Skeleton height={88} radius={16} />
    <Skeleton height={44} radius={999} />
  </div>
)

const UNAVAILABLE = { title: 'onramp.unavailable', testId: 'onramp-unavailable' } as const

/**
 * Buy through an onramp provider (R-ACCT-05): what to buy on the active network, the
 * payment currency, method and amount within its limits, a quote, then the provider's page.
 * The rules live in the core's onramp session; this view lays out its state.
 */
export default function OnRampView() {
  const t = useT()
  const handle = useOnrampSession()
  return (
    <>
      <ViewStyles css={ONRAMP_CSS} />
      <SessionStates
        handle={handle}
        loading={LOADING}
        unavailable={UNAVAILABLE}
        describe={(state) => onrampProblemText(t, state.problem)}
      >
        {(session, state) =>
          state.purchase.status === 'idle' ? (
            <OnrampForm session={session} state={state} />
          ) : (
            <OnrampPurchase session={session} state={state} />
          )
        }
      </SessionStates>
    </>
  )
}
