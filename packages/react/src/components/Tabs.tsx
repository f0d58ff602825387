import { type KeyboardEvent, useId } from 'react'

export type TabsProps<T extends string> = {
  tabs: readonly T[]
  active: T
  onChange: (tab: T) => void
  label: string
  /** The words of a tab, when they are not its name. */
  labelOf?: (tab: T) => string
}

export function Tabs<T extends string>({ tabs, active, onChange, label, labelOf }: TabsProps<T>) {
  const id = useId()
  const move = (event: KeyboardEvent, step: number) => {
    event.preventDefault()
    const next = tabs[(tabs.indexOf(active) + step + tabs.length) % tabs.length]
    if (next) onChange(next)
  }
  return (
    <div
      className="sigil-tabs"
      role="tablist"
      aria-label={label}
      onKeyDown={(event) => {
        if (event.key === 'ArrowRight') move(event, 1)
        if (event.key === 'ArrowLeft') move(event, -1)
      }}
    >
      {tabs.map((tab) => (
        <button
          key={tab}
          type="button"
          role="tab"
          id={`${id}-${tab}`}
          aria-selected={tab === active}
          tabIndex={tab === active ? 0 : -1}
          className="sigil-tab"
          onClick={() => onChange(tab)}
        >
          {labelOf ? labelOf(tab) : tab}
        </button>
      ))}
    </div>
  )
}
