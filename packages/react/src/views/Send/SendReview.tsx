import type { CaipNetwork, SendFlowState } from '@sigil/core'
import { Avatar } from '../../components/Avatar.js'
import { Button } from '../../components/Button.js'
import { NetworkImage } from '../../components/NetworkImage.js'
import { RemoteImage } from '../../components/RemoteImage.js'
import { Spinner } from '../../components/Spinner.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { formatSignificantUnits } from '../../format/formatSignificant.js'
import { truncateAddress } from '../../format/truncateAddress.js'
import { errorText } from '../../strings/errorText.js'
import { useT } from '../../strings/useT.js'
import { useNetworkFee } from './useNetworkFee.js'

/** What will be sent, to whom and on which network, before the wallet is asked. */
export function SendReview({
  state,
  network,
  onBack,
  onSend,
}: {
  state: SendFlowState
  network?: CaipNetwork
  onBack: () => void
  onSend: () => void
}) {
  const t = useT()
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
  const fee = useNetworkFee(state, network)
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
                    fee: formatSignificantUnits(fee.ceiling, network.nativeCurrency.decimals),
                    symbol: network.nativeCurrency.symbol,
                  })
                : fee.status === 'estimating'
                  ? t('send.feeEstimating')
                  : t('send.feeUnknown')}
            </dd>
          </div>
        )}
      </dl>
      {error && (
        <p className="sigil-text-error" role="alert">
          {errorText(t, error, 'error.generic', client.config)}
        </p>
      )}
      <div className="sigil-row">
        <Button variant="secondary" disabled={loading} onClick={onBack}>
          {t('send.edit')}
        </Button>
        <Button onClick={onSend} disabled={loading} aria-busy={loading || undefined}>
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
