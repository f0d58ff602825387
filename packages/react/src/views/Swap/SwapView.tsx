import { Button } from '../../components/Button.js'
import { Skeleton } from '../../components/Skeleton.js'
import { SwapForm } from './SwapForm.js'
import { SwapProgress } from './SwapProgress.js'
import { SWAP_CSS } from './swapStyles.js'
import { useSwapSession } from './useSwapSession.js'

function Loading() {
  return (
    <div className="sigil-swap" aria-busy="true" data-testid="swap-loading">
      <Skeleton height={116} radius={16} />
      <Skeleton height={116} radius={16} />
      <Skeleton height={44} radius={999} />
    </div>
  )
}

/**
 * Swap one token for another on the active network (R-ACCT-04). The rules live in the core's
 * swap session; this view lays out its state.
 */
export default function SwapView() {
  const handle = useSwapSession()
  return (
    <>
      <style>{SWAP_CSS}</style>
      {handle.status === 'starting' ? (
        <Loading />
      ) : handle.status === 'missing' ? (
        <div className="sigil-center">
          <p className="sigil-text-muted">{handle.message}</p>
        </div>
      ) : handle.state.status === 'loading' ? (
        <Loading />
      ) : handle.state.status === 'unavailable' ? (
        <div className="sigil-center" data-testid="swap-unavailable">
          <h3>Swaps are not available</h3>
          <p className="sigil-text-muted">{handle.state.message}</p>
        </div>
      ) : handle.state.status === 'error' ? (
        <div className="sigil-center">
          <p className="sigil-text-error" role="alert">
            {handle.state.message}
          </p>
          <Button variant="secondary" onClick={() => void handle.session.load()}>
            Try again
          </Button>
        </div>
      ) : handle.state.step.name === 'idle' ? (
        <SwapForm session={handle.session} state={handle.state} />
      ) : (
        <SwapProgress session={handle.session} state={handle.state} />
      )}
    </>
  )
}
