import { lazy, type RefObject, Suspense } from 'react'
import { Spinner } from '../components/Spinner.js'
import { ViewStyles } from '../element/ViewStyles.js'
import { useT } from '../strings/useT.js'
import type { PreviewControl, PreviewRequest, PreviewState } from './previewState.js'
import { PREVIEW_CSS } from './previewStyles.js'

// The preview's code is fetched on the slot's first render; the simulation behind it starts once
// the view has painted (TransactionPreview).
const TransactionPreview = lazy(() => import('./TransactionPreview.js'))

/** While the preview's code loads: the same box, saying it is checking, so nothing jumps. */
function Loading() {
  const t = useT()
  return (
    <section
      className="sigil-preview"
      data-testid="transaction-preview"
      data-status="loading"
      aria-busy="true"
    >
      <ViewStyles css={PREVIEW_CSS} />
      <h4 className="sigil-preview__title">{t('preview.title')}</h4>
      <p className="sigil-preview__checking">
        <Spinner size={16} /> {t('preview.checking')}
      </p>
    </section>
  )
}

/**
 * Where a view shows what its calls will do before the wallet is asked. Nothing without a
 * request (the form is not complete); the preview's code is fetched on first use.
 */
export function TransactionPreviewSlot({
  request,
  onState,
  control,
  failureAction,
  showFee,
}: {
  request: PreviewRequest | undefined
  onState: (state: PreviewState) => void
  control?: RefObject<PreviewControl | undefined>
  failureAction?: { label: string; onClick: () => void }
  /** False where the view shows the fee already. */
  showFee?: boolean
}) {
  if (!request) return null
  return (
    <Suspense fallback={<Loading />}>
      <TransactionPreview
        request={request}
        onState={onState}
        {...(control ? { control } : {})}
        {...(failureAction ? { failureAction } : {})}
        {...(showFee === undefined ? {} : { showFee })}
      />
    </Suspense>
  )
}
