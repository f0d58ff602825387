import type { SigilState } from '@sigil/core'
import { useEffect, useRef } from 'react'
import { Button } from '../../components/Button.js'
import { RemoteImage } from '../../components/RemoteImage.js'
import { StatusMark } from '../../components/StatusMark.js'
import { useStillWaiting } from '../../components/useStillWaiting.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { errorText } from '../../strings/errorText.js'
import { useT } from '../../strings/useT.js'
import { routeString } from '../routeData.js'

/**
 * The connector the route names. A wallet can use one id in several namespaces (an extension
 * offering EVM and Solana): the route's namespace decides, else the active one, else the first.
 */
function connectorOf(state: SigilState, id: string | undefined, namespace: string | undefined) {
  const candidates = state.connectors.list.filter((c) => c.id === id)
  const wanted = namespace ?? state.chain.activeNamespace
  return candidates.find((c) => c.chain === wanted) ?? candidates[0]
}

/**
 * Waits for the wallet that `chooseConnector` asked at the click; shows the client's last error
 * with a retry. Reached another way (a pushed route), it starts the connection itself.
 */
export default function ConnectingExternalView() {
  const t = useT()
  const client = useSigilClient()
  const connectorId = useSigilSelector((state) => routeString(state.router.data, 'connectorId'))
  const namespace = useSigilSelector((state) => routeString(state.router.data, 'namespace'))
  const connector = useSigilSelector((state) => connectorOf(state, connectorId, namespace))
  const status = useSigilSelector((state) =>
    connector ? state.connection.status[connector.chain] : undefined,
  )
  // Done only when this wallet is the one connected: another one restored meanwhile is not the
  // answer this view waits for.
  const done = useSigilSelector(
    (state) =>
      connector !== undefined &&
      state.connection.status[connector.chain] === 'connected' &&
      state.connection.activeConnectorId[connector.chain] === connector.id,
  )
  const error = useSigilSelector((state) => state.connection.lastError)
  const started = useRef(false)

  const connect = () => {
    if (!connector) return
    // The client records failures in `connection.lastError`; nothing else to do here.
    client.connect({ connectorId: connector.id, namespace: connector.chain }).catch(() => undefined)
  }
  useEffect(() => {
    if (started.current || !connector) return
    started.current = true
    // Not yet asked: nothing connecting, and this wallet is not the one connected (another may be).
    if (!done && status !== 'connecting' && error === undefined) connect()
  })

  const name = connector?.name ?? t('connecting.yourWallet')
  const failed = error !== undefined && status !== 'connecting'
  const stillWaiting = useStillWaiting(!failed && !done)
  // Reached straight from the app (history of one), Back would close the modal: Connect replaces this view.
  const chooseAnother = () =>
    client.getState().router.history.length > 1 ? client.router.goBack() : client.router.replace('Connect')
  return (
    <div className="sigil-center">
      <StatusMark state={failed ? 'failed' : done ? 'done' : 'waiting'}>
        <RemoteImage src={connector?.imageUrl} name={name} size={72} round />
      </StatusMark>
      {failed ? (
        <>
          <h3>{errorText(t, error, 'error.FAILED_TO_CONNECT', client.config)}</h3>
          <p className="sigil-text-muted">{t('connecting.retryOrOther')}</p>
          <Button onClick={connect}>{t('common.tryAgain')}</Button>
          <Button variant="ghost" onClick={chooseAnother}>
            {t('connecting.chooseAnother')}
          </Button>
        </>
      ) : (
        <>
          <h3>{t('connecting.continueIn', { name })}</h3>
          <p className="sigil-text-muted">{t('connecting.accept')}</p>
          {stillWaiting && (
            <>
              <Button onClick={connect} data-testid="still-waiting">
                {t('common.tryAgain')}
              </Button>
              <Button variant="ghost" onClick={chooseAnother}>
                {t('connecting.chooseAnother')}
              </Button>
            </>
          )}
        </>
      )}
    </div>
  )
}
