import type { View } from '@sigil/core'
import { Suspense, useState } from 'react'
import { Skeleton } from '../components/Skeleton.js'
import { useT } from '../strings/useT.js'
import { type ViewEntry, viewEntryOf } from '../views/registry.js'
import { ViewErrorBoundary } from './ViewErrorBoundary.js'

function ViewFallback() {
  return (
    <div className="sigil-stack" aria-busy="true" data-view-fallback="">
      <Skeleton height={56} radius={16} />
      <Skeleton height={56} radius={16} />
      <Skeleton height={56} radius={16} />
    </div>
  )
}

/** A preloaded view renders at once; otherwise its lazy chunk suspends behind the skeleton. */
function RoutedView({ entry }: { entry: ViewEntry }) {
  // Chosen once per mount: switching from the lazy wrapper to the loaded component later would remount it.
  const [ViewComponent] = useState(() => entry.loaded() ?? entry.Lazy)
  return <ViewComponent />
}

export function ViewOutlet({ view, phase }: { view: View; phase: 'in' | 'out' }) {
  const t = useT()
  const entry = viewEntryOf(view)
  return (
    // The leaving view is still drawn for its animation, but no longer part of what is read out.
    <div
      className="sigil-view"
      data-phase={phase}
      data-view={view}
      aria-hidden={phase === 'out' || undefined}
    >
      <ViewErrorBoundary key={view}>
        <Suspense fallback={<ViewFallback />}>
          {entry ? (
            <RoutedView key={view} entry={entry} />
          ) : (
            <p className="sigil-text-muted">{t('common.featureOff')}</p>
          )}
        </Suspense>
      </ViewErrorBoundary>
    </div>
  )
}
