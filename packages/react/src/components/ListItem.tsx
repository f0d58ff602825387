import { type ReactNode, useId } from 'react'
import { ChevronIcon } from './icons.js'

export type ListItemProps = {
  label: string
  /** A second, quieter line under the label. */
  description?: string
  image?: ReactNode
  badge?: string
  trailing?: ReactNode
  onClick?: () => void
  /** A person reaching for the row (pointer over it, or focus): work its click would need can start. */
  onIntent?: () => void
  disabled?: boolean
  /** The accessible name when it should differ from the visible label. */
  ariaLabel?: string
}

/**
 * A row of the modal's lists. With `ariaLabel` the row is named by it alone (a wallet by its
 * name), so the description line and the badge are drawn by CSS and read as the row's
 * description instead (a name that leaves out visible text would mislead voice control).
 */
export function ListItem({
  label,
  description,
  image,
  badge,
  trailing,
  onClick,
  onIntent,
  disabled,
  ariaLabel,
}: ListItemProps) {
  const badgeId = useId()
  const descriptionId = useId()
  const describedBadge = badge !== undefined && ariaLabel !== undefined
  const describedText = typeof description === 'string' && ariaLabel !== undefined
  const describedBy = [describedText && descriptionId, describedBadge && badgeId].filter(Boolean).join(' ')
  const content = (
    <>
      {image}
      {description ? (
        <span className="sigil-list-item__text">
          <span className="sigil-list-item__label">{label}</span>
          {describedText ? (
            <span className="sigil-list-item__sub" data-label={description}>
              <span id={descriptionId} className="sigil-visually-hidden">
                {description}
              </span>
            </span>
          ) : (
            <span className="sigil-list-item__sub">{description}</span>
          )}
        </span>
      ) : (
        <span className="sigil-list-item__label">{label}</span>
      )}
      {badge &&
        (describedBadge ? (
          <span className="sigil-badge" data-label={badge}>
            <span id={badgeId} className="sigil-visually-hidden">
              {badge}
            </span>
          </span>
        ) : (
          <span className="sigil-badge">{badge}</span>
        ))}
      <span className="sigil-list-item__trailing">{trailing ?? (onClick ? <ChevronIcon /> : null)}</span>
    </>
  )
  if (!onClick) return <div className="sigil-list-item sigil-list-item--static">{content}</div>
  return (
    <button
      type="button"
      className="sigil-list-item"
      onClick={onClick}
      onPointerEnter={onIntent}
      onFocus={onIntent}
      disabled={disabled}
      aria-label={ariaLabel}
      aria-describedby={describedBy || undefined}
    >
      {content}
    </button>
  )
}
