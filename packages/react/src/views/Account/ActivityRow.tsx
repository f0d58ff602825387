import { transactionExplorerUrl } from '@sigil/core/internal'
import { RemoteImage } from '../../components/RemoteImage.js'
import { truncateAddress } from '../../format/truncateAddress.js'
import { useFormat } from '../../format/useFormat.js'
import { useActiveAccount } from '../../hooks/useActiveAccount.js'
import { useT } from '../../strings/useT.js'
import type { ActivityItem } from './accountItems.js'

/**
 * One transaction: what happened, with whom and when on the left, what moved on the right; the
 * network's explorer (http(s) only) opens it. The list places it in its own item.
 */
export function ActivityRow({ activity }: { activity: ActivityItem }) {
  const t = useT()
  const format = useFormat()
  const { network } = useActiveAccount()
  const { counterparty } = activity
  const explorerUrl = network && activity.hash ? transactionExplorerUrl(network, activity.hash) : undefined
  return (
    <div className="sigil-list-item sigil-list-item--static" data-testid="activity-row">
      <RemoteImage src={activity.iconUrl} name={activity.title} size={36} round />
      <span className="sigil-list-item__text">
        <span className="sigil-list-item__label">{activity.title}</span>
        {counterparty && (
          <span
            className="sigil-list-item__sub"
            title={counterparty.address}
            data-testid="activity-counterparty"
          >
            {t(counterparty.role === 'to' ? 'activity.to' : 'activity.from', {
              who: format.ltr(truncateAddress(counterparty.address)),
            })}
          </span>
        )}
        <span className="sigil-list-item__sub">
          {activity.failed ? (
            <span className="sigil-text-error">{t('activity.status.failed')}</span>
          ) : (
            activity.subtitle
          )}
          {explorerUrl && (
            <>
              {' · '}
              <a href={explorerUrl} target="_blank" rel="noreferrer" data-testid="activity-explorer">
                {t('activity.explorer')}
              </a>
            </>
          )}
        </span>
      </span>
      {activity.detail && (
        <span className="sigil-list-item__value" data-direction={activity.direction} dir="ltr">
          {activity.detail}
        </span>
      )}
    </div>
  )
}
