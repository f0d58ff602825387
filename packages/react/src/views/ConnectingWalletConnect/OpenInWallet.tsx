import { RemoteImage } from '../../components/RemoteImage.js'
import { useWalletImage } from '../../components/useWalletImage.js'
import type { WalletListing } from '../../modal/ModalOptionsContext.js'
import { useT } from '../../strings/useT.js'

/**
 * A phone wallet that does not pair over WalletConnect, picked on a phone: nothing is paired; one
 * link opens this very page in the wallet's own browser, where the wallet is in the page.
 */
export function OpenInWallet({ wallet, href }: { wallet: WalletListing; href: string }) {
  const t = useT()
  const image = useWalletImage(wallet, true)
  return (
    <div className="sigil-center" data-context="open-in-wallet">
      <RemoteImage src={image.url} name={wallet.name} size={64} />
      <h3>{t('openInWallet.title', { name: wallet.name })}</h3>
      <p className="sigil-text-muted">{t('openInWallet.hint', { name: wallet.name })}</p>
      <a
        className="sigil-button sigil-button--primary sigil-button--md sigil-button--block"
        href={href}
        rel="noopener noreferrer"
      >
        {t('openInWallet.open', { name: wallet.name })}
      </a>
    </div>
  )
}
