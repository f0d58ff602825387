import { RemoteImage } from '../../components/RemoteImage.js'
import type { ActivityItem } from './accountItems.js'

/** One transaction: what happened and when on the left, what moved on the right. */
export function ActivityRow({ activity }: { activity: ActivityItem }) {
  return (
    <li className="sigil-list-item sigil-list-item--static" data-testid="activity-row">
      <RemoteImage src={activity.iconUrl} name={activity.title} size={36} round />
      <span className="sigil-list-item__text">
        <span className="sigil-list-item__label">{activity.title}</span>
        <span className="sigil-list-item__sub">
          {activity.failed ? <span className="sigil-text-error">Failed</span> : activity.subtitle}
        </span>
      </span>
      {activity.detail && (
        <span className="sigil-list-item__value" data-direction={activity.direction}>
          {activity.detail}
        </span>
      )}
    </li>
  )
}
