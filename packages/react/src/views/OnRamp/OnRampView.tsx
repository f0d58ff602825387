import { Button } from '../../components/Button.js'
import { Skeleton } from '../../components/Skeleton.js'
import { OnrampForm } from './OnrampForm.js'
import { OnrampPurchase } from './OnrampPurchase.js'
import { ONRAMP_CSS } from './onrampStyles.js'
import { useOnrampSession } from './useOnrampSession.js'

function Loading() {
  return (
    <div className="sigil-onramp" aria-busy="true" data-testid="onramp-loading">
      <Skeleton height={64} radius={16} />
      <Skeleton height={88} radius={16} />
      <Skeleton height={44} radius={999} />
    </div>
  )
}

/**
 * Buy crypto through an onramp provider (R-ACCT-05): what to buy on the active network, the
 * payment currency, method and amount within its limits, a quote, then the provider's page.
 * The rules live in the core's onramp session; this view lays out its state.
 */
export default function OnRampView() {
  const handle = useOnrampSession()
  return (
    <>
      <style>{ONRAMP_CSS}</style>
      {handle.status === 'starting' ? (
        <Loading />
      ) : handle.status === 'missing' ? (
        <div className="sigil-center">
          <p className="sigil-text-muted">{handle.message}</p>
        </div>
      ) : handle.state.status === 'loading' ? (
        <Loading />
      ) : handle.state.status === 'unavailable' ? (
        <div className="sigil-center" data-testid="onramp-unavailable">
          <h3>Nothing to buy here</h3>
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
      ) : handle.state.purchase.status === 'idle' ? (
        <OnrampForm session={handle.session} state={handle.state} />
      ) : (
        <OnrampPurchase session={handle.session} state={handle.state} />
      )}
    </>
  )
}
