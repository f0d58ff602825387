import { Button } from '../../components/Button.js'
import { NetworkImage } from '../../components/NetworkImage.js'
import { StatusMark } from '../../components/StatusMark.js'
import { useStillWaiting } from '../../components/useStillWaiting.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { routeNetwork } from '../routeNetwork.js'

const HEADINGS = {
  rejected: 'Switch declined',
  'unsupported-method': "Your wallet can't switch here",
  'chain-not-added': 'Network not added',
  failed: 'Switch failed',
} as const

/** Waits while the wallet switches; after a failure says why, and offers a retry and the list. */
export default function SwitchNetworkView() {
  const client = useSigilClient()
  const network = useSigilSelector(routeNetwork)
  const failure = useSigilSelector((state) =>
    state.chain.switchFailure?.caipNetworkId === network?.caipNetworkId
      ? state.chain.switchFailure
      : undefined,
  )
  const walletNetwork = useSigilSelector((state) =>
    state.chain.unsupportedNetwork?.namespace === network?.chainNamespace
      ? 'a network this app does not support'
      : state.chain.activeNetwork?.name,
  )
  const stillWaiting = useStillWaiting(!failure) && network !== undefined
  return (
    <div className="sigil-center">
      <StatusMark state={failure ? 'failed' : 'waiting'}>
        <NetworkImage network={network} size={72} />
      </StatusMark>
      <h3>{failure ? HEADINGS[failure.reason] : 'Approve in your wallet'}</h3>
      {failure ? (
        <>
          <p className="sigil-text-error" role="alert" data-switch-failure={failure.reason}>
            {failure.message}
          </p>
          {walletNetwork && <p className="sigil-text-muted">Your wallet is on {walletNetwork}.</p>}
        </>
      ) : (
        <p className="sigil-text-muted">{`Switching to ${network?.name ?? 'the network'}…`}</p>
      )}
      {!failure && stillWaiting && network && (
        <div className="sigil-row">
          <Button variant="secondary" onClick={() => client.router.goBack()}>
            Back
          </Button>
          <Button
            data-testid="still-waiting"
            onClick={() => void client.switchNetwork(network).catch(() => undefined)}
          >
            Try again
          </Button>
        </div>
      )}
      {failure && network && (
        <div className="sigil-row">
          <Button variant="secondary" onClick={() => client.router.goBack()}>
            Back
          </Button>
          {failure.reason !== 'unsupported-method' && (
            <Button onClick={() => void client.switchNetwork(network).catch(() => undefined)}>
              Try again
            </Button>
          )}
        </div>
      )}
    </div>
  )
}
