import type { Alert } from '@sigil/core'
import { useEffect, useRef } from 'react'
import { useT } from '../strings/useT.js'
import { CloseIcon } from './icons.js'

export const ALERT_CSS = `
.sigil-alerts{display:flex;flex-direction:column;gap:8px;margin:0 16px 8px}
.sigil-alert{display:flex;align-items:flex-start;gap:10px;padding:10px 8px 10px 14px;border-radius:14px;background:color-mix(in srgb,var(--sigil-error) 12%,var(--sigil-bg-1));font-size:13px;color:var(--sigil-fg-1)}
.sigil-alert__text{flex:1;display:flex;flex-direction:column;gap:2px;min-width:0}
.sigil-alert__title{font-weight:600}
.sigil-alert__description{color:var(--sigil-fg-2);overflow-wrap:anywhere}
`

/**
 * The client's alerts (spec §8 "Alerts": origin not allowed, the embedded wallet not loading or
 * timing out, rate limits...), each once, title and description, until the person dismisses it.
 */
export function AlertList({
  alerts,
  onDismiss,
}: {
  alerts: readonly Alert[]
  onDismiss: (alert: Alert) => void
}) {
  const t = useT()
  const listRef = useRef<HTMLDivElement>(null)
  const newest = alerts.at(-1)?.code
  // A new alert is brought into view: a person scrolled down to a field (a phone's sheet) sees it.
  useEffect(() => {
    if (newest) listRef.current?.lastElementChild?.scrollIntoView?.({ block: 'nearest' })
  }, [newest])
  if (alerts.length === 0) return null
  return (
    <div className="sigil-alerts" ref={listRef}>
      {alerts.map((alert) => {
        // The words of the modal's locale, by the alert's code; the alert's own English is for the app's onAlert.
        const title = t(`alert.${alert.code}.title`)
        return (
          <div key={alert.code} className="sigil-alert" role="alert" data-alert={alert.code}>
            <span className="sigil-alert__text">
              <span className="sigil-alert__title">{title}</span>
              <span className="sigil-alert__description">{t(`alert.${alert.code}.description`)}</span>
            </span>
            <button
              type="button"
              className="sigil-icon-button"
              aria-label={t('alert.dismiss', { title })}
              onClick={() => onDismiss(alert)}
            >
              <CloseIcon />
            </button>
          </div>
        )
      })}
    </div>
  )
}
