import type { NetworkNamespace } from '@sigil/core'

/**
 * Phone wallets with a browser of their own, and the public link that opens a page in it. Data
 * beside the registry's links (`mobile_link` and the others pair over WalletConnect; these do
 * not): keyed by the registry's wallet id, with the rdns the wallet announces itself by.
 */
export type WalletBrowser = {
  /** The wallet's id in the WalletConnect registry (WalletGuide). */
  id: string
  rdns: string
  /** The host every link of this wallet goes to; a built link on another host is refused. */
  host: string
  /**
   * The namespaces in which the wallet does not pair over WalletConnect: there its browser is
   * the way in. Elsewhere it pairs, and its browser is offered beside the pairing.
   */
  noPairing: readonly NetworkNamespace[]
  /** The link that opens `page` in the wallet's browser, the active namespace given. */
  link: (page: URL, namespace: NetworkNamespace) => string
}

const encoded = encodeURIComponent

// SLIP-44 coin types, by which Trust Wallet picks the network its browser starts on.
const SLIP44: Partial<Record<NetworkNamespace, number>> = { eip155: 60, solana: 501, bip122: 0 }

export const WALLET_BROWSERS: readonly WalletBrowser[] = [
  {
    // docs.phantom.com/phantom-deeplinks/other-methods/browse: https://phantom.app/ul/browse/<url>?ref=<ref>,
    // both URL-encoded. Phantom does not pair over WalletConnect in any namespace.
    id: 'a797aa35c0fadbfc1a53e7f675162ed5226968b44a19ee3d24385c64d1d3c393',
    rdns: 'app.phantom',
    host: 'phantom.app',
    noPairing: ['eip155', 'solana', 'bip122'],
    link: (page) => `https://phantom.app/ul/browse/${encoded(page.href)}?ref=${encoded(page.origin)}`,
  },
  {
    // docs.solflare.com, Deeplinks › Other methods › Browse: https://solflare.com/ul/v1/browse/<url>?ref=<ref>,
    // both URL-encoded. Its app does not take `solflare://wc?uri=…`; its browser serves Solana and EVM.
    id: '1ca0bdd4747578705b1939af023d120677c64fe6ca76add81fda36e350605e79',
    rdns: 'com.solflare',
    host: 'solflare.com',
    noPairing: ['eip155', 'solana'],
    link: (page) => `https://solflare.com/ul/v1/browse/${encoded(page.href)}?ref=${encoded(page.origin)}`,
  },
  {
    // docs.cdp.coinbase.com/coinbase-wallet/developer-guidance/mobile-dapp-integration, "Dapp browser":
    // https://go.cb-w.com/dapp?cb_url=<percent-encoded url>. It pairs for EVM, not for Solana.
    id: 'fd20dc426fb37566d803205b19bbc1d4096b248ac04548e3cfb6b3a38bd033aa',
    rdns: 'com.coinbase.wallet',
    host: 'go.cb-w.com',
    noPairing: ['solana'],
    link: (page) => `https://go.cb-w.com/dapp?cb_url=${encoded(page.href)}`,
  },
  {
    // docs.metamask.io, "Use deeplinks" › Open a dapp inside the in-app browser:
    // https://link.metamask.io/dapp/{dappUrl}, the page's address without its scheme, not encoded
    // (the in-app browser reads the path as the address). It pairs over WalletConnect.
    id: 'c57ca95b47569778a828d19178114f4db188b89b763c899ba0be274e97267d96',
    rdns: 'io.metamask',
    host: 'link.metamask.io',
    noPairing: [],
    link: (page) =>
      `https://link.metamask.io/dapp/${page.host}${page.pathname === '/' ? '' : page.pathname}${page.search}${page.hash}`,
  },
  {
    // developer.trustwallet.com/developer/develop-for-trust/deeplinking, "DApp Browser":
    // https://link.trustwallet.com/open_url?coin_id=<slip44>&url=<url>, the url encoded here. It pairs
    // over WalletConnect.
    id: '4622a2b2d6af1c9844944291e5e7351a6aa24cd7b23099efac1b2fd875da31a0',
    rdns: 'com.trustwallet.app',
    host: 'link.trustwallet.com',
    noPairing: [],
    link: (page, namespace) =>
      `https://link.trustwallet.com/open_url?coin_id=${SLIP44[namespace] ?? 60}&url=${encoded(page.href)}`,
  },
]

/** The browser of a registry wallet, by its registry id, else by the rdns it announces itself by. */
export function walletBrowserOf(wallet: { id: string; rdns?: string }): WalletBrowser | undefined {
  return (
    WALLET_BROWSERS.find((browser) => browser.id === wallet.id) ??
    (wallet.rdns === undefined ? undefined : WALLET_BROWSERS.find((browser) => browser.rdns === wallet.rdns))
  )
}

/**
 * The link that opens `page` in the wallet's browser, or undefined when the page is not a web
 * page (a file, a blob) or the link built is not https on the wallet's own host, without
 * credentials and of a sane length: only such a link is ever offered.
 */
export function browseLink(
  browser: WalletBrowser,
  page: string,
  namespace: NetworkNamespace,
): string | undefined {
  let pageUrl: URL
  let built: URL
  try {
    pageUrl = new URL(page)
    if (pageUrl.protocol !== 'https:' && pageUrl.protocol !== 'http:') return undefined
    const link = browser.link(pageUrl, namespace)
    built = new URL(link)
    if (
      built.protocol !== 'https:' ||
      built.hostname !== browser.host ||
      built.username !== '' ||
      built.password !== '' ||
      link.length > 4096
    )
      return undefined
    return link
  } catch {
    return undefined
  }
}
