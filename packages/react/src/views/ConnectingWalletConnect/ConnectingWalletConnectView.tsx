import { onPhone } from '../../context/onPhone.js'
import { useSigilClient } from '../../context/SigilContext.js'
import { useSigilSelector } from '../../hooks/useSigilSelector.js'
import { OpenInWallet } from './OpenInWallet.js'
import { pickedWallet, WalletConnectPairing } from './WalletConnectPairing.js'
import { browseLink, walletBrowserOf } from './walletBrowsers.js'

export default function ConnectingWalletConnectView() {
  const client = useSigilClient()
  const data = useSigilSelector((state) => state.router.data)
  const namespace = useSigilSelector((state) => state.chain.activeNamespace)
  const wallet = pickedWallet(data)
  // On a phone a wallet with a browser of its own can open this page there (unless the app said no).
  const browser =
    wallet && onPhone(client) && client.config.contexts?.openInWallet !== false
      ? walletBrowserOf(wallet)
      : undefined
  const href = browser && namespace ? browseLink(browser, window.location.href, namespace) : undefined
  // A wallet that does not pair here is only ever reached through its browser: no pairing starts.
  if (wallet && browser && href && namespace && browser.noPairing.includes(namespace))
    return <OpenInWallet wallet={wallet} href={href} />
  return <WalletConnectPairing wallet={wallet} {...(href ? { openIn: href } : {})} />
}
