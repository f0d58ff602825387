import type { CaipNetwork, TransactionFee } from '@sigil/core'
import type { SendFlowState } from '@sigil/core/internal'
import { useState } from 'react'
import { Avatar } from '../../components/Avatar.js'
import { Button } from '../../components/Button.js'
import { NetworkImage } from '../../components/NetworkImage.js'
import { RemoteImage } from '../../components/RemoteImage.js'
import { Spinner } from '../../components/Spinner.js'
import { useStillWaiting } from '../../components/useStillWaiting.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { truncateAddress } from '../../format/truncateAddress.js'
import { useFormat } from '../../format/useFormat.js'
import { type PreviewState, previewHolds, previewTerms } from '../../preview/previewState.js'
import { TransactionPreviewSlot } from '../../preview/TransactionPreviewSlot.js'
import { errorText } from '../../strings/errorText.js'
import { useT } from '../../strings/useT.js'
import { useNetworkFee } from './useNetworkFee.js'
import { useSendPreview } from './useSendPreview.js'

/** What will be sent, to whom and on which network, before the wallet is asked. */
export function SendReview({
  state,
  network,
  onBack,
  onSend,
  onStopWaiting,
}: {
  state: SendFlowState
  network?: CaipNetwork
  onBack: () => void
  /** `fee`: the terms the preview showed its fee with, for the wallet to keep to. */
  onSend: (fee?: TransactionFee) => void
  /** The wallet has not answered for a while: stop waiting on it and go back to the form. */
  onStopWaiting: () => void
}) {
  const t = useT()
  const format = useFormat()
  const client = useSigilClient()
  const {
    token,
    sendTokenAmount,
    receiverAddress,
    receiverProfileName,
    receiverProfileImage,
    loading,
    error,
  } = state
  const preview = useSendPreview(state, network)
  const [previewState, setPreviewState] = useState<PreviewState>()
  // The preview shows the fee where the network can preview; the estimate otherwise.
  const fee = useNetworkFee(state, preview.shown ? undefined : network)
  const stillWaiting = useStillWaiting(loading)
  // Where the network can preview, Send waits for it and stays off when it says the transfer would fail.
  const held = preview.shown && previewHolds(preview.request, previewState)
  if (!token || !receiverAddress) return null
  return (
    <div className="sigil-send">
      <div className="sigil-send-summary">
        <span className="sigil-send-field__label">{t('send.youSend')}</span>
        <p className="sigil-send-summary__amount" data-testid="review-amount">
          <RemoteImage src={token.iconUrl} name={token.symbol} size={36} round />
          <span>
            {sendTokenAmount} {token.symbol}
          </span>
        </p>
      </div>
      <dl className="sigil-send-details">
        <div>
          <dt>{t('send.to')}</dt>
          <dd>
            <Avatar address={receiverAddress} image={receiverProfileImage} size={24} />
            <span className="sigil-send-details__receiver">
              {receiverProfileName && <span>{receiverProfileName}</span>}
              <span
                className="sigil-send-details__address"
                dir="ltr"
                title={receiverAddress}
                data-testid="review-receiver"
              >
                {receiverProfileName ? (
                  truncateAddress(receiverAddress)
                ) : (
                  <>
                    {receiverAddress.slice(0, Math.ceil(receiverAddress.length / 2))}
                    <wbr />
                    {receiverAddress.slice(Math.ceil(receiverAddress.length / 2))}
                  </>
                )}
              </span>
            </span>
          </dd>
        </div>
        {network && (
          <div>
            <dt>{t('send.network')}</dt>
            <dd>
              <NetworkImage network={network} size={24} />
              {network.name}
            </dd>
          </div>
        )}
        {fee && network && (
          <div data-testid="review-fee">
            <dt>{t('send.networkFee')}</dt>
            <dd aria-busy={fee.status === 'estimating' || undefined}>
              {fee.status === 'ready'
                ? t('send.feeUpTo', {
                    fee: format.ltr(format.significantUnits(fee.ceiling, network.nativeCurrency.decimals)),
                    symbol: network.nativeCurrency.symbol,
                  })
                : fee.status === 'estimating'
                  ? t('send.feeEstimating')
                  : t('send.feeUnknown')}
            </dd>
          </div>
        )}
      </dl>
      <TransactionPreviewSlot request={preview.request} onState={setPreviewState} />
      {error && (
        <p className="sigil-text-error" role="alert">
          {errorText(t, error, 'error.generic', client.config)}
        </p>
      )}
      {stillWaiting && (
        <div className="sigil-stack" data-testid="still-waiting">
          <p className="sigil-text-muted">{t('send.stillWaiting')}</p>
          <Button variant="ghost" onClick={onStopWaiting}>
            {t('send.result.backToForm')}
          </Button>
        </div>
      )}
      <div className="sigil-row">
        <Button variant="secondary" disabled={loading} onClick={onBack}>
          {t('send.edit')}
        </Button>
        <Button
          onClick={() => onSend(previewTerms(preview.request, previewState))}
          disabled={loading || held}
          aria-busy={loading || undefined}
        >
          {loading ? (
            <>
              <Spinner size={16} /> {t('send.confirmInWallet')}
            </>
          ) : error ? (
            t('common.tryAgain')
          ) : (
            t('send.send')
          )}
        </Button>
      </div>
    </div>
  )
}
