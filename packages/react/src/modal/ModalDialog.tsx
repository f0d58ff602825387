import { ANIMATION_MODAL_MS, type View } from '@sigil/core'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { AlertList } from '../components/AlertList.js'
import { Header } from '../components/Header.js'
import { NotificationBar } from '../components/NotificationBar.js'
import { useSigilClient } from '../context/SigilContext.js'
import { useSigilSelector } from '../hooks/useSigilSelector.js'
import { VIEW_TITLES } from '../views/titles.js'
import { LiveAnnouncer } from './LiveAnnouncer.js'
import { useFocusTrap } from './useFocusTrap.js'
import { type Presence, usePresence } from './usePresence.js'
import { useRefocusOnViewChange } from './useRefocusOnViewChange.js'
import { useViewPhase } from './useViewPhase.js'
import { ViewOutlet } from './ViewOutlet.js'

/** The overlay and the dialog card, mounted while open and during the closing animation. */
export function ModalDialog({ embedded }: { embedded: boolean }) {
  const open = useSigilSelector((state) => state.modal.open)
  const presence = usePresence(open || embedded, ANIMATION_MODAL_MS)
  if (presence === 'closed') return null
  return <DialogCard embedded={embedded} presence={presence} open={open} />
}

export type DialogCardProps = {
  embedded: boolean
  presence: Presence
  open: boolean
  /** Shows this view instead of the router's (the warm-up render of the view the modal opens on). */
  view?: View
}

export function DialogCard({ embedded, presence, open, view: fixedView }: DialogCardProps) {
  const client = useSigilClient()
  const shake = useSigilSelector((state) => state.modal.shake)
  const routed = useSigilSelector((state) => state.router.view)
  // close() resets the router to Connect at once; the card keeps its last view while it fades out.
  const [lastOpenView, setLastOpenView] = useState(routed)
  if (open && routed !== lastOpenView) setLastOpenView(routed)
  const view = fixedView ?? (open ? routed : lastOpenView)
  const historyLength = useSigilSelector((state) => state.router.history.length)
  const notification = useSigilSelector((state) => state.notification)
  const alerts = useSigilSelector((state) => state.alerts)
  // canClose() depends on sign-in state; reading the slice re-renders the header when it changes.
  useSigilSelector((state) => state.siwx)
  const shown = useViewPhase(view)
  const dialogRef = useRef<HTMLDivElement>(null)
  const titleId = useId()
  useFocusTrap(dialogRef, open && presence === 'open' && !embedded)
  useRefocusOnViewChange(dialogRef, shown.view, open && presence === 'open' && !embedded)

  const canClose = client.canClose()
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || embedded) return
    event.stopPropagation()
    if (client.canClose()) client.close()
  }

  const dialog = (
    <div
      ref={dialogRef}
      className="sigil-modal"
      role="dialog"
      aria-modal={embedded ? undefined : true}
      aria-labelledby={titleId}
      tabIndex={-1}
      data-shake={shake || undefined}
      data-embedded={embedded || undefined}
      onKeyDown={onKeyDown}
    >
      <Header
        title={VIEW_TITLES[shown.view]}
        titleId={titleId}
        canGoBack={historyLength > 1}
        canClose={canClose}
        onBack={() => client.router.goBack()}
        onClose={() => client.close()}
      />
      {notification && (
        <NotificationBar notification={notification} onClose={() => client.hideNotification()} />
      )}
      <AlertList alerts={alerts} onDismiss={(alert) => client.dismissAlert(alert.code)} />
      <div className="sigil-body">
        <ViewOutlet view={shown.view} phase={shown.phase} />
      </div>
      <LiveAnnouncer />
    </div>
  )
  if (embedded) return dialog
  return (
    <div
      className="sigil-overlay"
      data-state={presence}
      onPointerDown={(event) => {
        if (event.target === event.currentTarget && client.canClose()) client.close()
      }}
    >
      {dialog}
    </div>
  )
}
