import { Skeleton } from '../../components/Skeleton.js'
import { ViewStyles } from '../../element/ViewStyles.js'
import { useT } from '../../strings/useT.js'
import { SessionStates } from '../SessionStates.js'
import { SwapForm } from './SwapForm.js'
import { SwapProgress } from './SwapProgress.js'
import { swapProblemText } from './swapProblemText.js'
import { SWAP_CSS } from './swapStyles.js'
import { useSwapSession } from './useSwapSession.js'

const LOADING = (
  <div className="sigil-swap" aria-busy="true" data-testid="swap-loading">
    <Skeleton height={116} radius={16} />
    <Skeleton height={116} radius={16} />
    <Skeleton height={44} radius={999} />
  </div>
)

const UNAVAILABLE = { title: 'swap.unavailable', testId: 'swap-unavailable' } as const

/**
 * Swap one token for another on the active network (R-ACCT-04). The rules live in the core's
 * swap session; this view lays out its state.
 */
export default function SwapView() {
  const t = useT()
  const handle = useSwapSession()
  return (
    <>
      <ViewStyles css={SWAP_CSS} />
      <SessionStates
        handle={handle}
        loading={LOADING}
        unavailable={UNAVAILABLE}
        describe={(state) => swapProblemText(t, state.problem)}
      >
        {(session, state) =>
          state.step.name === 'idle' ? (
            <SwapForm session={session} state={state} />
          ) : (
            <SwapProgress session={session} state={state} />
          )
        }
      </SessionStates>
    </>
  )
}
