import type { View } from '@sigil/core'
import { Suspense } from 'react'
import { Skeleton } from '../components/Skeleton.js'
import { isCoreView, VIEW_REGISTRY } from '../views/registry.js'
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

export function ViewOutlet({ view, phase }: { view: View; phase: 'in' | 'out' }) {
  const ViewComponent = isCoreView(view) ? VIEW_REGISTRY[view] : undefined
  return (
    <div className="sigil-view" data-phase={phase} data-view={view}>
      <ViewErrorBoundary key={view}>
        <Suspense fallback={<ViewFallback />}>
          {ViewComponent ? (
            <ViewComponent />
          ) : (
            <p className="sigil-text-muted">This feature is not enabled.</p>
          )}
        </Suspense>
      </ViewErrorBoundary>
    </div>
  )
}
