import type { OnrampSession, OnrampSessionState } from '@sigil/core/onramp'
import { Button } from '../../components/Button.js'
import { ResultMark } from '../../components/ResultMark.js'
import { Spinner } from '../../components/Spinner.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useFormat } from '../../format/useFormat.js'
import { useT } from '../../strings/useT.js'
import { onrampProblemText } from './onrampProblemText.js'

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
  const t = useT()
  const format = useFormat()
  const client = useSigilClient()
  const { purchase, asset } = state
  const symbol = asset?.symbol ?? t('onramp.crypto')
  if (purchase.status === 'opening')
    return (
      <div className="sigil-center sigil-onramp-status">
        <span className="sigil-onramp-spinner">
          <Spinner size={44} />
        </span>
        <h3 role="status">{t('onramp.opening')}</h3>
      </div>
    )
  if (purchase.status === 'watching')
    return (
      <div className="sigil-center sigil-onramp-status">
        <span className="sigil-onramp-spinner">
          <Spinner size={44} />
        </span>
        <h3>{purchase.opened ? t('onramp.finishInWindow') : t('onramp.openPage')}</h3>
        <p className="sigil-text-muted" role="status">
          {purchase.opened ? t('onramp.waiting', { symbol }) : t('onramp.blocked', { symbol })}
        </p>
        <div className="sigil-row sigil-onramp-status__actions">
          <Button variant="ghost" onClick={() => session.dismiss()}>
            {t('common.cancel')}
          </Button>
          <ProviderLink url={purchase.url} primary={!purchase.opened}>
            {purchase.opened ? t('onramp.openAgain') : t('onramp.openThePage')}
          </ProviderLink>
        </div>
      </div>
    )
  if (purchase.status === 'received')
    return (
      <div className="sigil-center sigil-onramp-status">
        <ResultMark tone="success" />
        <h3>{t('onramp.complete')}</h3>
        <p className="sigil-text-muted" role="status" data-testid="onramp-received">
          {t('onramp.arrived', {
            amount: format.balance(purchase.amount) ?? purchase.amount,
            symbol: purchase.symbol,
            balance: format.balance(purchase.balance) ?? purchase.balance,
          })}
        </p>
        <div className="sigil-row sigil-onramp-status__actions">
          <Button variant="secondary" onClick={() => session.dismiss()}>
            {t('onramp.buyMore')}
          </Button>
          <Button onClick={() => client.router.goBack()}>{t('common.done')}</Button>
        </div>
      </div>
    )
  if (purchase.status === 'stalled')
    return (
      <div className="sigil-center sigil-onramp-status">
        <h3>{t('onramp.stillWaiting', { symbol })}</h3>
        <p className="sigil-text-muted">{t('onramp.nothingYet')}</p>
        <div className="sigil-row sigil-onramp-status__actions">
          <ProviderLink url={purchase.url}>{t('onramp.openThePage')}</ProviderLink>
          <Button onClick={() => session.checkAgain()}>{t('onramp.checkAgain')}</Button>
        </div>
      </div>
    )
  if (purchase.status === 'failed')
    return (
      <div className="sigil-center sigil-onramp-status">
        <ResultMark tone="error" />
        <h3>{t('onramp.openFailed')}</h3>
        <p className="sigil-text-error" role="alert">
          {onrampProblemText(t, purchase.problem)}
        </p>
        <Button onClick={() => session.dismiss()}>{t('common.tryAgain')}</Button>
      </div>
    )
  return null
}
