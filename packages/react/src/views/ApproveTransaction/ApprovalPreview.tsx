import { type ApprovalRequest, approvalCalls } from '@sigil/core/internal'
import { useMemo, useState } from 'react'
import { Button } from '../../components/Button.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { type PreviewRequest, type PreviewState, previewHolds } from '../../preview/previewState.js'
import { TransactionPreviewSlot } from '../../preview/TransactionPreviewSlot.js'
import { useT } from '../../strings/useT.js'

/**
 * A wallet request that moves funds, before the wallet asks: what its calls will do on the
 * active EVM network, then Continue (the wallet asks) or Cancel (it is declined). Continue
 * stays off while the preview runs and when it says the calls would fail.
 */
export function ApprovalPreview({
  request,
  onContinue,
  onCancel,
}: {
  request: ApprovalRequest
  onContinue: () => void
  onCancel: () => void
}) {
  const t = useT()
  const network = useSigilSelector((state) =>
    state.chain.activeNetwork?.chainNamespace === 'eip155'
      ? state.chain.activeNetwork
      : state.chain.networks.find((entry) => entry.chainNamespace === 'eip155'),
  )
  const account = useSigilSelector((state) => state.accounts.eip155?.address)
  const [state, setState] = useState<PreviewState>()
  const preview = useMemo((): PreviewRequest | undefined => {
    const read = approvalCalls(request)
    const from = read?.from ?? account
    if (!read || !network || !from) return undefined
    return {
      key: `${network.caipNetworkId}|${from}|${JSON.stringify(read.calls)}`,
      network,
      from,
      keepsTerms: false,
      build: async () => read.calls,
    }
  }, [request, network, account])
  const held = previewHolds(preview, state)
  return (
    <div className="sigil-stack" data-testid="approval-preview">
      <p className="sigil-text-muted">{t('approve.preview.lead')}</p>
      <TransactionPreviewSlot request={preview} onState={setState} />
      <div className="sigil-row">
        <Button variant="secondary" onClick={onCancel}>
          {t('common.cancel')}
        </Button>
        <Button onClick={onContinue} disabled={held}>
          {t('approve.preview.continue')}
        </Button>
      </div>
    </div>
  )
}
