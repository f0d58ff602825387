import type { Notification } from '@sigil/core'
import { useT } from '../strings/useT.js'
import { CloseIcon } from './icons.js'
import { Spinner } from './Spinner.js'

export function NotificationBar({
  notification,
  onClose,
}: {
  notification: Notification
  onClose: () => void
}) {
  const t = useT()
  return (
    <div
      className="sigil-notification"
      data-variant={notification.variant}
      role={notification.variant === 'error' ? 'alert' : 'status'}
    >
      {notification.variant === 'loading' ? (
        <Spinner size={14} />
      ) : (
        <span className="sigil-notification__dot" aria-hidden="true" />
      )}
      <span className="sigil-notification__message" dir="auto">
        {notification.message}
      </span>
      {notification.variant !== 'auto-close' && (
        <button
          type="button"
          className="sigil-icon-button"
          aria-label={t('notification.close')}
          onClick={onClose}
        >
          <CloseIcon />
        </button>
      )}
    </div>
  )
}
