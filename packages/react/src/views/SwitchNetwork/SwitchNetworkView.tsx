import { Button } from '../../components/Button.js'
import { NetworkImage } from '../../components/NetworkImage.js'
import { StatusMark } from '../../components/StatusMark.js'
import { useStillWaiting } from '../../components/useStillWaiting.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useT } from '../../strings/useT.js'
import { routeNetwork } from '../routeNetwork.js'

/** Waits while the wallet switches; after a failure says why, and offers a retry and the list. */
export default function SwitchNetworkView() {
  const t = useT()
  const client = useSigilClient()
  const network = useSigilSelector(routeNetwork)
  const failure = useSigilSelector((state) =>
    state.chain.switchFailure?.caipNetworkId === network?.caipNetworkId
      ? state.chain.switchFailure
      : undefined,
  )
  // Selected as state, translated in render: a selector keeps its value until the state changes,
  // so words made inside it would stay in the language of the moment they were read.
  const walletElsewhere = useSigilSelector(
    (state) => state.chain.unsupportedNetwork?.namespace === network?.chainNamespace,
  )
  const activeName = useSigilSelector((state) => state.chain.activeNetwork?.name)
  const walletNetwork = walletElsewhere ? t('switchNetwork.walletElsewhere') : activeName
  const stillWaiting = useStillWaiting(!failure) && network !== undefined
  return (
    <div className="sigil-center">
      <StatusMark state={failure ? 'failed' : 'waiting'}>
        <NetworkImage network={network} size={72} />
      </StatusMark>
      <h3>{failure ? t(`switchNetwork.failure.${failure.reason}`) : t('switchNetwork.approve')}</h3>
      {failure ? (
        <>
          <p className="sigil-text-error" role="alert" data-switch-failure={failure.reason}>
            {t(`switchFailure.${failure.reason}`, { network: network?.name ?? failure.caipNetworkId })}
          </p>
          {walletNetwork && (
            <p className="sigil-text-muted">{t('switchNetwork.walletOn', { network: walletNetwork })}</p>
          )}
        </>
      ) : (
        <p className="sigil-text-muted">
          {t('switchNetwork.switching', { network: network?.name ?? t('switchNetwork.theNetwork') })}
        </p>
      )}
      {!failure && stillWaiting && network && (
        <div className="sigil-row">
          <Button variant="secondary" onClick={() => client.router.goBack()}>
            {t('common.back')}
          </Button>
          <Button
            data-testid="still-waiting"
            onClick={() => void client.switchNetwork(network).catch(() => undefined)}
          >
            {t('common.tryAgain')}
          </Button>
        </div>
      )}
      {failure && network && (
        <div className="sigil-row">
          <Button variant="secondary" onClick={() => client.router.goBack()}>
            {t('common.back')}
          </Button>
          {failure.reason !== 'unsupported-method' && (
            <Button onClick={() => void client.switchNetwork(network).catch(() => undefined)}>
              {t('common.tryAgain')}
            </Button>
          )}
        </div>
      )}
    </div>
  )
}
