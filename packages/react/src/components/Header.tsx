import type { Ref } from 'react'
import { useT } from '../strings/useT.js'
import { BackIcon, CloseIcon } from './icons.js'

export type HeaderProps = {
  title: string
  titleId: string
  /** The heading takes focus when a view arrives (it is not in the Tab order). */
  headingRef?: Ref<HTMLHeadingElement>
  canGoBack: boolean
  canClose: boolean
  onBack: () => void
  onClose: () => void
}

export function Header({ title, titleId, headingRef, canGoBack, canClose, onBack, onClose }: HeaderProps) {
  const t = useT()
  return (
    <header className="sigil-header">
      <span className="sigil-header__side">
        {canGoBack && (
          <button type="button" className="sigil-icon-button" aria-label={t('common.back')} onClick={onBack}>
            <BackIcon />
          </button>
        )}
      </span>
      <h2 id={titleId} ref={headingRef} tabIndex={-1} className="sigil-header__title">
        {title}
      </h2>
      <span className="sigil-header__side">
        <button
          type="button"
          className="sigil-icon-button"
          aria-label={t('common.close')}
          onClick={onClose}
          disabled={!canClose}
        >
          <CloseIcon />
        </button>
      </span>
    </header>
  )
}
