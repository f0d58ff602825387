import { useEffect, useRef, useState } from 'react'
import { Button } from '../../components/Button.js'
import { QrCode } from '../../components/QrCode.js'
import { RemoteImage } from '../../components/RemoteImage.js'
import { Skeleton } from '../../components/Skeleton.js'
import { Spinner } from '../../components/Spinner.js'
import { useWalletImage } from '../../components/useWalletImage.js'
import { onPhone } from '../../context/onPhone.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import type { WalletListing } from '../../modal/ModalOptionsContext.js'
import { errorText } from '../../strings/errorText.js'
import { useT } from '../../strings/useT.js'
import { linksFrom, walletLink } from './walletLinks.js'

const QR_SIZE = 240

/** The registry wallet the person picked, from route data (validated: it may come from anywhere). */
export function pickedWallet(data: unknown): WalletListing | undefined {
  if (typeof data !== 'object' || data === null) return undefined
  const wallet = (data as { wallet?: unknown }).wallet
  if (typeof wallet !== 'object' || wallet === null) return undefined
  const { id, name, imageUrl, imageId, rdns } = wallet as Record<string, unknown>
  if (typeof id !== 'string' || typeof name !== 'string') return undefined
  return {
    id,
    name,
    ...(typeof imageUrl === 'string' ? { imageUrl } : {}),
    ...(typeof imageId === 'string' ? { imageId } : {}),
    ...(typeof rdns === 'string' ? { rdns } : {}),
    links: linksFrom((wallet as { links?: unknown }).links),
  }
}

/**
 * A WalletConnect pairing: starts it, shows the URI as a QR code (the wallet's image or the
 * app's icon in the middle) with "Copy link", or on a phone the wallet's own link; the pairing
 * is replaced before it expires by the connector, and a failure offers a retry. `openIn`, on a
 * phone, is the link that opens this page in the wallet's own browser, offered after the pairing.
 */
export function WalletConnectPairing({
  wallet,
  openIn,
}: {
  wallet: WalletListing | undefined
  openIn?: string
}) {
  const t = useT()
  const client = useSigilClient()
  // The active namespace's entry when the connector serves it (a Bitcoin page pairs for bip122).
  const connector = useSigilSelector(
    (state) =>
      state.connectors.list.find(
        (c) => c.type === 'WALLET_CONNECT' && c.chain === state.chain.activeNamespace,
      ) ?? state.connectors.list.find((c) => c.type === 'WALLET_CONNECT'),
  )
  const status = useSigilSelector((state) =>
    connector ? state.connection.status[connector.chain] : undefined,
  )
  const error = useSigilSelector((state) => state.connection.lastError)
  const uri = useSigilSelector((state) => state.router.pairingUri)
  const image = useWalletImage(wallet, true)
  // Remembered per URI: a fresh pairing's link has not been copied yet.
  const [copiedUri, setCopiedUri] = useState<string>()
  // Whether this attempt has shown a pairing: once it has, the pairing going away while the
  // connect goes on means the phone approved it, and the page is finishing the session.
  const [shown, setShown] = useState(false)
  useEffect(() => {
    if (uri !== undefined) setShown(true)
  }, [uri])
  const started = useRef(false)
  const mobile = onPhone(client)

  const connect = () => {
    if (!connector) return
    setShown(false)
    // Failures land in `connection.lastError`, shown below with a retry.
    client.connect({ connectorId: connector.id, namespace: connector.chain }).catch(() => undefined)
  }
  useEffect(() => {
    if (started.current || !connector) return
    started.current = true
    if (status !== 'connected') connect()
  })

  if (!connector) {
    return (
      <div className="sigil-center">
        <h3>{t('walletConnect.notSetUp')}</h3>
        <p className="sigil-text-muted">{t('walletConnect.noPhoneWallets')}</p>
      </div>
    )
  }
  const name = wallet?.name ?? t('walletConnect.yourPhoneWallet')
  const failed = error !== undefined && status === 'disconnected' && uri === undefined
  if (failed) {
    return (
      <div className="sigil-center" role="alert">
        <h3>{errorText(t, error, 'error.FAILED_TO_CONNECT', client.config)}</h3>
        <p className="sigil-text-muted">{t('walletConnect.pairingFailed')}</p>
        <Button onClick={connect}>{t('common.tryAgain')}</Button>
      </div>
    )
  }
  if (shown && uri === undefined && status === 'connecting') {
    return (
      <div className="sigil-center">
        <Spinner size={40} />
        <h3>{t('common.connecting')}</h3>
      </div>
    )
  }
  const centreImage = image.url ?? client.config.metadata?.icons[0]
  const links = wallet?.links ?? {}
  const openLinks: { kind: 'mobile' | 'desktop' | 'webapp' | 'browser'; label: string; href: string }[] = uri
    ? (
        [
          ['mobile', mobile ? t('walletConnect.open', { name }) : undefined],
          ['desktop', mobile ? undefined : t('walletConnect.openDesktop', { name })],
          ['webapp', t('walletConnect.openWeb', { name })],
        ] as const
      ).flatMap(([kind, label]) => {
        const href = label ? walletLink(links[kind], uri, kind) : undefined
        return href && label ? [{ kind, label, href }] : []
      })
    : []
  // The wallet's browser, after its pairing link: a way in when pairing does not reach the app.
  if (openIn && mobile)
    openLinks.push({ kind: 'browser', label: t('openInWallet.title', { name }), href: openIn })
  // On a phone the wallet's own link is the way; without one, the code is still shown.
  const phoneLink = mobile && openLinks.some((link) => link.kind === 'mobile')
  return (
    <div className="sigil-center">
      {!phoneLink &&
        (uri ? (
          <QrCode
            value={uri}
            size={QR_SIZE}
            label={t('walletConnect.qr', { name })}
            centre={
              <RemoteImage
                src={centreImage}
                name={wallet?.name ?? client.config.metadata?.name ?? name}
                size={40}
              />
            }
          />
        ) : (
          <Skeleton width={QR_SIZE} height={QR_SIZE} radius={16} />
        ))}
      <h3>{phoneLink ? t('connecting.continueIn', { name }) : t('walletConnect.scanWith', { name })}</h3>
      <p className="sigil-text-muted">
        {phoneLink ? t('walletConnect.openToAccept') : t('walletConnect.scanHint')}
      </p>
      {openLinks.map((link, index) => (
        <a
          key={link.kind}
          // The wallet's own app first and foremost; its web app, when there is also one, after it.
          className={`sigil-button sigil-button--${index === 0 ? 'primary' : 'secondary'} sigil-button--md`}
          href={link.href}
          // A web wallet opens beside the app: the app's page holds the pairing the wallet answers.
          target={link.kind === 'webapp' ? '_blank' : undefined}
          rel="noopener noreferrer"
        >
          {link.label}
        </a>
      ))}
      <Button
        variant="secondary"
        size="sm"
        disabled={!uri}
        onClick={() => {
          if (uri)
            void navigator.clipboard?.writeText(uri).then(
              () => setCopiedUri(uri),
              () => undefined,
            )
        }}
      >
        {copiedUri !== undefined && copiedUri === uri ? t('common.copied') : t('walletConnect.copyLink')}
      </Button>
    </div>
  )
}
