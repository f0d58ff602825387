import { contextOn } from '@sigil/core/internal'
import { useState } from 'react'
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
  // Decided once, for the wallet picked: the view leaving (its route data already gone) must not
  // turn an Open-in view into a pairing that starts a connection nobody asked for.
  const [browser] = useState(() => {
    // On a phone a wallet with a browser of its own can open this page there (unless the app said no).
    const found =
      wallet && namespace && onPhone(client) && contextOn(client.config, 'openInWallet')
        ? walletBrowserOf(wallet)
        : undefined
    const href = found && namespace ? browseLink(found, window.location.href, namespace) : undefined
    if (!wallet || !found || !href || !namespace) return undefined
    // A wallet that does not pair here is only ever reached through its browser: no pairing starts.
    return { wallet, href, only: found.noPairing.includes(namespace) }
  })
  if (browser?.only) return <OpenInWallet wallet={browser.wallet} href={browser.href} />
  return <WalletConnectPairing wallet={wallet} {...(browser ? { openIn: browser.href } : {})} />
}
