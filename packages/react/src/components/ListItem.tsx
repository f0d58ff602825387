import type { ReactNode } from 'react'
import { ChevronIcon } from './icons.js'

export type ListItemProps = {
  label: string
  image?: ReactNode
  badge?: string
  trailing?: ReactNode
  onClick?: () => void
  disabled?: boolean
  /** The accessible name when it should differ from the visible label. */
  ariaLabel?: string
}

export function ListItem({ label, image, badge, trailing, onClick, disabled, ariaLabel }: ListItemProps) {
  const content = (
    <>
      {image}
      <span className="sigil-list-item__label">{label}</span>
      {badge && <span className="sigil-badge">{badge}</span>}
      <span className="sigil-list-item__trailing">{trailing ?? (onClick ? <ChevronIcon /> : null)}</span>
    </>
  )
  if (!onClick) return <div className="sigil-list-item sigil-list-item--static">{content}</div>
  return (
    <button
      type="button"
      className="sigil-list-item"
      onClick={onClick}
      disabled={disabled}
      aria-label={ariaLabel}
    >
      {content}
    </button>
  )
}
