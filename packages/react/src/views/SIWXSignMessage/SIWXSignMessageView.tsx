import { useState } from 'react'
import { Avatar } from '../../components/Avatar.js'
import { Button } from '../../components/Button.js'
import { Spinner } from '../../components/Spinner.js'
import { STILL_WAITING_MS, useStillWaiting } from '../../components/useStillWaiting.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { activeNamespace } from '../../hooks/activeNamespace.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { useT } from '../../strings/useT.js'

/**
 * Asks the connected account to sign in: Sign (Try again after a failure) and Cancel, driven
 * by the client's siwx slice. While the wallet is asked the buttons give way to
 * 'Authenticating...'; a wallet silent for 15 s gets its way on: ask again, or leave (Disconnect
 * when sign-in is required, as its cancel does; Not now otherwise). A refusal in the wallet is
 * said as one. When sign-in is required and there is no signed network to go back to, Cancel
 * says that it disconnects (spec §4), and a toast says so once it has.
 */
export default function SIWXSignMessageView() {
  const t = useT()
  const client = useSigilClient()
  const siwx = useSigilSelector((state) => state.siwx)
  const address = useSigilSelector((state) => state.accounts[activeNamespace(state)]?.address)
  const activeChainId = useSigilSelector((state) => state.chain.activeNetwork?.caipNetworkId)
  const appName = client.config.metadata?.name ?? t('siwx.thisApp')
  const signing = siwx.status === 'signing'
  // Asking again while the wallet is silent keeps status 'signing': the count starts the wait over.
  const [asked, setAsked] = useState(0)
  const stillWaiting = useStillWaiting(signing, STILL_WAITING_MS, asked)
  // Required: Cancel goes back to the last signed network when there is one, else it disconnects.
  const cancelDisconnects =
    siwx.required && (siwx.lastSignedChainId === undefined || siwx.lastSignedChainId === activeChainId)
  const leave = async (action: () => Promise<void>) => {
    await action()
    const state = client.getState()
    if (siwx.required && state.connection.status[activeNamespace(state)] === 'disconnected')
      client.showToast(t('siwx.cancelledDisconnected'))
  }
  return (
    <div className="sigil-center">
      <Avatar address={address ?? appName} size={64} />
      <h3>{t('siwx.heading', { app: appName })}</h3>
      {signing && (
        <>
          <Spinner />
          <p className="sigil-text-muted" role="status">
            {t('error.SIWX_AUTHENTICATING')}
          </p>
        </>
      )}
      {signing && stillWaiting && client.siwx.enabled && (
        <>
          <p className="sigil-text-muted" data-testid="still-waiting">
            {t('siwx.stillWaiting')}
          </p>
          <div style={{ display: 'flex', gap: 8, width: '100%', marginTop: 8 }}>
            <Button
              variant="secondary"
              style={{ flex: 1 }}
              onClick={() => void (siwx.required ? leave(() => client.disconnect()) : client.siwx.cancel())}
            >
              {siwx.required ? t('common.disconnect') : t('siwx.notNow')}
            </Button>
            <Button
              autoFocus
              style={{ flex: 1 }}
              onClick={() => {
                setAsked((count) => count + 1)
                void client.siwx.signIn()
              }}
            >
              {t('common.tryAgain')}
            </Button>
          </div>
        </>
      )}
      {siwx.status === 'error' && (
        <p className="sigil-text-error" role="alert">
          {t('error.SIWX_SIGN_FAILED')}
          {siwx.declined && (
            <>
              <br />
              {t('siwx.declined')}
            </>
          )}
        </p>
      )}
      {siwx.status === 'idle' && <p className="sigil-text-muted">{t('siwx.prompt')}</p>}
      {siwx.status === 'signed' && <p className="sigil-text-muted">{t('siwx.signed')}</p>}
      {client.siwx.enabled && !signing && siwx.status !== 'signed' && (
        <div style={{ display: 'flex', gap: 8, width: '100%', marginTop: 8 }}>
          <Button
            variant="secondary"
            style={{ flex: 1 }}
            onClick={() => void leave(() => client.siwx.cancel())}
          >
            {cancelDisconnects
              ? t('siwx.cancelAndDisconnect')
              : siwx.required
                ? t('common.cancel')
                : t('siwx.notNow')}
          </Button>
          {/* The buttons mount anew after each attempt, so focus lands on Sign / Try again. */}
          <Button autoFocus style={{ flex: 1 }} onClick={() => void client.siwx.signIn()}>
            {siwx.status === 'error' ? t('common.tryAgain') : t('siwx.sign')}
          </Button>
        </div>
      )}
    </div>
  )
}
