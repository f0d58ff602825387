import type { OnrampSession, OnrampSessionState } from '@sigil/core/onramp'
import { Button } from '../../components/Button.js'
import { ResultMark } from '../../components/ResultMark.js'
import { Spinner } from '../../components/Spinner.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { formatDecimalText } from '../../format/formatDecimalText.js'

function ProviderLink({ url, children, primary }: { url: string; children: string; primary?: boolean }) {
  return (
    <a
      className={`sigil-button sigil-button--${primary ? 'primary' : 'secondary'} sigil-button--md sigil-onramp-link`}
      href={url}
      target="_blank"
      rel="noreferrer"
    >
      {children}
    </a>
  )
}

/** A purchase under way on the provider's page, arrived, stalled or failed. */
export function OnrampPurchase({ session, state }: { session: OnrampSession; state: OnrampSessionState }) {
  const client = useSigilClient()
  const { purchase, asset } = state
  const symbol = asset?.symbol ?? 'crypto'
  if (purchase.status === 'opening')
    return (
      <div className="sigil-center sigil-onramp-status">
        <span className="sigil-onramp-spinner">
          <Spinner size={44} />
        </span>
        <h3 role="status">Opening the provider…</h3>
      </div>
    )
  if (purchase.status === 'watching')
    return (
      <div className="sigil-center sigil-onramp-status">
        <span className="sigil-onramp-spinner">
          <Spinner size={44} />
        </span>
        <h3>{purchase.opened ? 'Finish in the provider’s window' : 'Open the provider’s page'}</h3>
        <p className="sigil-text-muted" role="status">
          {purchase.opened
            ? `Waiting for ${symbol} to arrive in your wallet…`
            : `Your browser kept the window from opening. Continue on the provider’s page; the ${symbol} shows here once it arrives.`}
        </p>
        <div className="sigil-row sigil-onramp-status__actions">
          <Button variant="ghost" onClick={() => session.dismiss()}>
            Cancel
          </Button>
          <ProviderLink url={purchase.url} primary={!purchase.opened}>
            {purchase.opened ? 'Open it again' : 'Open the page'}
          </ProviderLink>
        </div>
      </div>
    )
  if (purchase.status === 'received')
    return (
      <div className="sigil-center sigil-onramp-status">
        <ResultMark tone="success" />
        <h3>Purchase complete</h3>
        <p className="sigil-text-muted" role="status" data-testid="onramp-received">
          {formatDecimalText(purchase.amount)} {purchase.symbol} arrived. Your balance is{' '}
          {formatDecimalText(purchase.balance)} {purchase.symbol}.
        </p>
        <div className="sigil-row sigil-onramp-status__actions">
          <Button variant="secondary" onClick={() => session.dismiss()}>
            Buy more
          </Button>
          <Button onClick={() => client.router.goBack()}>Done</Button>
        </div>
      </div>
    )
  if (purchase.status === 'stalled')
    return (
      <div className="sigil-center sigil-onramp-status">
        <h3>Still waiting for {symbol}</h3>
        <p className="sigil-text-muted">
          Nothing has arrived yet. If you finished the purchase, it may take a little longer.
        </p>
        <div className="sigil-row sigil-onramp-status__actions">
          <ProviderLink url={purchase.url}>Open the page</ProviderLink>
          <Button onClick={() => session.checkAgain()}>Check again</Button>
        </div>
      </div>
    )
  if (purchase.status === 'failed')
    return (
      <div className="sigil-center sigil-onramp-status">
        <ResultMark tone="error" />
        <h3>The provider could not be opened</h3>
        <p className="sigil-text-error" role="alert">
          {purchase.message}
        </p>
        <Button onClick={() => session.dismiss()}>Try again</Button>
      </div>
    )
  return null
}
