import { textDirection } from '@sigil/core/internal'
import { useEffect } from 'react'

/**
 * Marks the modal's root (the host element) with the language it speaks and its direction:
 * screen readers pick their voice from `lang`, and `dir="rtl"` mirrors the modal for Arabic
 * and Hebrew (the shadow tree inherits both from its host).
 */
export function useHostLanguage(host: HTMLElement, locale: string): void {
  useEffect(() => {
    host.setAttribute('lang', locale)
    host.setAttribute('dir', textDirection(locale))
  }, [host, locale])
}
