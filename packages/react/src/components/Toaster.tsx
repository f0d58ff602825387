import type { Toast as ToastData } from '@sigil/core'
import { type RefObject, useEffect } from 'react'
import { useT } from '../strings/useT.js'
import { Toast } from './Toast.js'

export type ToasterPosition = 'bottom-right' | 'bottom-left' | 'top-right' | 'top-left'

/** The hotkey that focuses the toaster: Alt plus this key (matched on `KeyboardEvent.code`). */
export type ToasterHotkey = { altKey: boolean; code: string }
export const DEFAULT_TOASTER_HOTKEY: ToasterHotkey = { altKey: true, code: 'KeyT' }

function hotkeyLabel(hotkey: ToasterHotkey): string {
  return `${hotkey.altKey ? 'Alt+' : ''}${hotkey.code.replace(/^Key/, '')}`
}

export type ToasterProps = {
  /** The toasts to show; the client decides which are visible. */
  toasts: readonly ToastData[]
  onDismiss: (id: string) => void
  position?: ToasterPosition
  hotkey?: ToasterHotkey | false
  regionRef: RefObject<HTMLElement | null>
}

export function Toaster({
  toasts,
  onDismiss,
  position = 'bottom-right',
  hotkey = DEFAULT_TOASTER_HOTKEY,
  regionRef,
}: ToasterProps) {
  const t = useT()
  useEffect(() => {
    if (!hotkey) return
    const onKeyDown = (event: KeyboardEvent) => {
      if (event.code !== hotkey.code || event.altKey !== hotkey.altKey) return
      event.preventDefault()
      const region = regionRef.current
      const firstToast = region?.querySelector<HTMLElement>('.sigil-toast button')
      ;(firstToast ?? region)?.focus()
    }
    document.addEventListener('keydown', onKeyDown)
    return () => document.removeEventListener('keydown', onKeyDown)
  }, [hotkey, regionRef])

  return (
    <section
      ref={regionRef}
      className="sigil-toaster"
      data-position={position}
      aria-label={hotkey ? t('toaster.labelWithKey', { hotkey: hotkeyLabel(hotkey) }) : t('toaster.label')}
      aria-live="polite"
      tabIndex={-1}
    >
      {toasts.map((toast) => (
        <Toast key={toast.id} toast={toast} onDismiss={onDismiss} />
      ))}
    </section>
  )
}
