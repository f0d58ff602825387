import type { View } from '@sigil/core'
import { ANIMATION_MODAL_MS } from '@sigil/core/internal'
import { type KeyboardEvent, useId, useRef, useState } from 'react'
import { AlertList } from '../components/AlertList.js'
import { Header } from '../components/Header.js'
import { NotificationBar } from '../components/NotificationBar.js'
import { useSigilClient } from '../context/SigilContext.js'
import { useSigilSelector } from '../hooks/useSigilSelector.js'
import { useApprovalPending } from '../preview/useApprovalPending.js'
import { routeString } from '../views/routeData.js'
import { LiveAnnouncer } from './LiveAnnouncer.js'
import { ModalOptionsContext, useModalOptions } from './ModalOptionsContext.js'
import { useParkedView, useParking } from './parkedCard.js'
import { useCardHeightAnimation } from './useCardHeightAnimation.js'
import { useEscapeFromPage } from './useEscapeFromPage.js'
import { useFocusTrap } from './useFocusTrap.js'
import { type Presence, usePresence } from './usePresence.js'
import { useScrollHint } from './useScrollHint.js'
import { useViewFocus } from './useViewFocus.js'
import { useViewPhase } from './useViewPhase.js'
import { useViewTitle } from './useViewTitle.js'
import { ViewOutlet } from './ViewOutlet.js'

/** A parked card fetches nothing: its views get no data sources until the modal opens. */
const NO_SOURCES = {}

/**
 * The overlay and the dialog card: mounted while open and during the closing animation. With
 * `park` (the modal was loaded ahead of need), the card also stays drawn while closed, hidden and
 * inert, on the view the modal would open on: opening then reveals a card whose elements, styles
 * and layout already exist, and the click's frame only draws it.
 */
export function ModalDialog({ embedded, park = false }: { embedded: boolean; park?: boolean }) {
  const open = useSigilSelector((state) => state.modal.open)
  const presence = usePresence(open || embedded, ANIMATION_MODAL_MS)
  const parkedView = useParkedView(park && !embedded)
  if (presence === 'closed' && !parkedView) return null
  return (
    <DialogCard
      embedded={embedded}
      presence={presence}
      open={open}
      {...(presence === 'closed' && parkedView ? { parkedView } : {})}
    />
  )
}

export type DialogCardProps = {
  embedded: boolean
  presence: Presence
  open: boolean
  /** While closed: the view the hidden card is drawn on. */
  parkedView?: View
}

export function DialogCard({ embedded, presence, open, parkedView }: DialogCardProps) {
  const client = useSigilClient()
  const options = useModalOptions()
  const parked = presence === 'closed'
  const { overlayRef, instant } = useParking(parked)
  const shake = useSigilSelector((state) => state.modal.shake)
  const routed = useSigilSelector((state) => state.router.view)
  // close() resets the router to Connect at once; the card keeps its last view while it fades out.
  const [lastOpenView, setLastOpenView] = useState(routed)
  if (open && routed !== lastOpenView) setLastOpenView(routed)
  const view = parked && parkedView ? parkedView : open ? routed : lastOpenView
  const historyLength = useSigilSelector((state) => state.router.history.length)
  const notification = useSigilSelector((state) => state.notification)
  // A request of the embedded wallet (requestApproval routes it with its { method, params }) is asked
  // on the secure frame's own card, drawn over the modal: the modal's card steps aside (modalStyles)
  // so that one card with one title asks. Known from the route, not the view's code, so no skeleton
  // shows under the frame while that code loads.
  const frameRoute = useSigilSelector(
    (state) =>
      state.router.view === 'ApproveTransaction' && routeString(state.router.data, 'method') !== undefined,
  )
  // Until the person has seen what a request that moves funds will do, the modal's card shows it.
  const approvalPending = useApprovalPending()
  const frameAsks = frameRoute && approvalPending === undefined
  const alerts = useSigilSelector((state) => state.alerts)
  // canClose() depends on sign-in state; reading the slice re-renders the header when it changes.
  useSigilSelector((state) => state.siwx)
  const shown = useViewPhase(view, instant)
  const dialogRef = useRef<HTMLDivElement>(null)
  const headingRef = useRef<HTMLHeadingElement>(null)
  const titleId = useId()
  const trapped = open && presence === 'open' && !embedded
  useFocusTrap(dialogRef, trapped)
  const title = useViewTitle(shown.view)
  const { announcement } = useViewFocus({
    dialogRef,
    headingRef,
    routedView: view,
    depth: historyLength,
    shown,
    title,
    active: trapped,
  })
  useEscapeFromPage(trapped)
  useCardHeightAnimation(dialogRef, presence === 'open')
  useScrollHint(dialogRef, presence === 'open')

  const canClose = client.canClose()
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || embedded) return
    event.stopPropagation()
    if (client.canClose()) client.close()
  }

  const dialog = (
    <ModalOptionsContext.Provider value={parked ? NO_SOURCES : options}>
      <div
        ref={dialogRef}
        className="sigil-modal"
        role="dialog"
        aria-modal={embedded ? undefined : true}
        aria-labelledby={titleId}
        tabIndex={-1}
        data-shake={shake || undefined}
        data-embedded={embedded || undefined}
        data-frame-asks={(open && frameAsks) || undefined}
        onKeyDown={onKeyDown}
      >
        <Header
          title={title}
          titleId={titleId}
          headingRef={headingRef}
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
          <div className="sigil-views">
            {/* Keyed by view: the leaving one keeps its state while it plays out under the arriving one. */}
            {shown.leaving !== undefined && (
              <ViewOutlet key={shown.leaving} view={shown.leaving} phase="out" />
            )}
            <ViewOutlet key={shown.view} view={shown.view} phase="in" />
          </div>
        </div>
        <LiveAnnouncer />
        <div className="sigil-visually-hidden" aria-live="polite" data-testid="view-announcer">
          {announcement}
        </div>
      </div>
    </ModalOptionsContext.Provider>
  )
  if (embedded) return dialog
  return (
    <div
      ref={overlayRef}
      className="sigil-overlay"
      data-state={parked ? 'parked' : presence}
      aria-hidden={parked || undefined}
      onPointerDown={(event) => {
        if (event.target === event.currentTarget && client.canClose()) client.close()
      }}
    >
      {dialog}
    </div>
  )
}
