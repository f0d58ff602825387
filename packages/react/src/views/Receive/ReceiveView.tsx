import { useEffect, useState } from 'react'
import { Button } from '../../components/Button.js'
import { NetworkImage } from '../../components/NetworkImage.js'
import { QrCode } from '../../components/QrCode.js'
import { ViewStyles } from '../../element/ViewStyles.js'
import { useActiveAccount } from '../../hooks/useActiveAccount.js'
import { useT } from '../../strings/useT.js'
import { receiveNote } from './receiveNote.js'
import { RECEIVE_CSS } from './receiveStyles.js'

type CopyStatus = 'idle' | 'copied' | 'failed'

/** How long "Copied" stays before the button reads "Copy address" again. */
const COPIED_MS = 2000

/** The connected address to receive on: a QR code, the whole address with a copy button, and the network. */
export default function ReceiveView() {
  const t = useT()
  const { address, network } = useActiveAccount()
  const [copy, setCopy] = useState<{ status: CopyStatus; address?: string }>({ status: 'idle' })
  const status = copy.address === address ? copy.status : 'idle'

  useEffect(() => {
    if (status !== 'copied') return
    const timer = setTimeout(() => setCopy({ status: 'idle' }), COPIED_MS)
    return () => clearTimeout(timer)
  }, [status])

  if (!address)
    return (
      <div className="sigil-center">
        <p className="sigil-text-muted">{t('receive.connectFirst')}</p>
      </div>
    )

  const copyAddress = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard')
      await navigator.clipboard.writeText(address)
      setCopy({ status: 'copied', address })
    } catch {
      setCopy({ status: 'failed', address })
    }
  }

  return (
    <div className="sigil-receive">
      <ViewStyles css={RECEIVE_CSS} />
      <div className="sigil-receive__tile">
        <QrCode value={address} size={216} label={t('receive.qr', { address })} />
      </div>
      {network && (
        <span className="sigil-receive__network">
          <NetworkImage network={network} size={24} />
          {network.name}
        </span>
      )}
      <div className="sigil-receive__card">
        <p className="sigil-receive__label">{t('receive.yourAddress')}</p>
        <p className="sigil-receive__address" data-testid="receive-address" dir="ltr">
          {/* Two even lines: people compare an address by its start and its end. */}
          {address.slice(0, Math.ceil(address.length / 2))}
          <wbr />
          {address.slice(Math.ceil(address.length / 2))}
        </p>
        <Button variant="secondary" onClick={() => void copyAddress()}>
          {status === 'copied' ? t('common.copied') : t('receive.copyAddress')}
        </Button>
        <p className={status === 'failed' ? 'sigil-receive__status' : 'sigil-visually-hidden'} role="status">
          {status === 'copied' ? t('receive.copied') : status === 'failed' ? t('toast.copyFailed') : ''}
        </p>
      </div>
      {network && <p className="sigil-receive__note">{receiveNote(network, t)}</p>}
    </div>
  )
}
