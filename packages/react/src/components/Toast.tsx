import type { Toast as ToastData } from '@sigil/core'
import { type PointerEvent, useRef, useState } from 'react'
import { useT } from '../strings/useT.js'
import { CloseIcon } from './icons.js'
import { isDismissingSwipe } from './swipe.js'

type Drag = { startX: number; startTime: number; pointerId: number }

export function Toast({ toast, onDismiss }: { toast: ToastData; onDismiss: (id: string) => void }) {
  const t = useT()
  const drag = useRef<Drag | null>(null)
  const [offset, setOffset] = useState(0)
  const leaving = toast.dismissedAt !== undefined

  const onPointerDown = (event: PointerEvent<HTMLDivElement>) => {
    if ((event.target as HTMLElement).closest('button')) return
    drag.current = { startX: event.clientX, startTime: performance.now(), pointerId: event.pointerId }
    event.currentTarget.setPointerCapture?.(event.pointerId)
  }
  const onPointerMove = (event: PointerEvent<HTMLDivElement>) => {
    if (drag.current?.pointerId === event.pointerId) setOffset(event.clientX - drag.current.startX)
  }
  const onPointerUp = (event: PointerEvent<HTMLDivElement>) => {
    const current = drag.current
    if (current?.pointerId !== event.pointerId) return
    drag.current = null
    const distance = event.clientX - current.startX
    if (isDismissingSwipe(distance, performance.now() - current.startTime)) onDismiss(toast.id)
    else setOffset(0)
  }

  return (
    <div
      className="sigil-toast"
      data-variant={toast.variant}
      data-leaving={leaving || undefined}
      data-dragging={drag.current ? true : undefined}
      role={toast.variant === 'error' ? 'alert' : 'status'}
      style={{ transform: offset ? `translateX(${offset}px)` : undefined }}
      onPointerDown={onPointerDown}
      onPointerMove={onPointerMove}
      onPointerUp={onPointerUp}
      onPointerCancel={() => {
        drag.current = null
        setOffset(0)
      }}
    >
      <span className="sigil-toast__dot" aria-hidden="true" />
      {/* The app's own words may be in another script than the modal's: each reads in its own direction. */}
      <span className="sigil-toast__message" dir="auto">
        {toast.message}
      </span>
      <button
        type="button"
        className="sigil-icon-button"
        aria-label={t('toast.dismiss')}
        onClick={() => onDismiss(toast.id)}
      >
        <CloseIcon />
      </button>
    </div>
  )
}
