import type { ReactNode } from 'react'

export function Panel({ title, id, children }: { title: string; id: string; children: ReactNode }) {
  return (
    <section className="panel" aria-labelledby={`${id}-title`} data-panel={id}>
      <h2 className="panel__title" id={`${id}-title`}>
        {title}
      </h2>
      {children}
    </section>
  )
}
