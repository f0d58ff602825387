import { describe, expect, it } from 'vitest'
import { browseLink, WALLET_BROWSERS, type WalletBrowser, walletBrowserOf } from './walletBrowsers.js'

const byName = (rdns: string): WalletBrowser => {
  const browser = WALLET_BROWSERS.find((entry) => entry.rdns === rdns)
  if (!browser) throw new Error(`no browser for ${rdns}`)
  return browser
}

describe('the wallets’ browse links, against each wallet’s documented format', () => {
  it('Phantom: https://phantom.app/ul/browse/<url>?ref=<ref>, both encoded (its docs’ own example)', () => {
    const page = 'https://magiceden.io/item-details/8yjN8iRuoiYiKW487cnW9vn6mLBR5E8aCNKsBRmTP9vN'
    expect(browseLink(byName('app.phantom'), page, 'solana')).toBe(
      'https://phantom.app/ul/browse/https%3A%2F%2Fmagiceden.io%2Fitem-details%2F8yjN8iRuoiYiKW487cnW9vn6mLBR5E8aCNKsBRmTP9vN?ref=https%3A%2F%2Fmagiceden.io',
    )
  })

  it('Solflare: https://solflare.com/ul/v1/browse/<url>?ref=<ref>, both encoded', () => {
    expect(browseLink(byName('com.solflare'), 'https://app.example/swap?from=SOL#top', 'solana')).toBe(
      'https://solflare.com/ul/v1/browse/https%3A%2F%2Fapp.example%2Fswap%3Ffrom%3DSOL%23top?ref=https%3A%2F%2Fapp.example',
    )
  })

  it('Coinbase Wallet: https://go.cb-w.com/dapp?cb_url=<percent-encoded url> (its docs’ own example)', () => {
    expect(
      browseLink(
        byName('com.coinbase.wallet'),
        'https://nft.coinbase.com/@barmstrong?param1=hello&param2=world',
        'solana',
      ),
    ).toBe(
      'https://go.cb-w.com/dapp?cb_url=https%3A%2F%2Fnft.coinbase.com%2F%40barmstrong%3Fparam1%3Dhello%26param2%3Dworld',
    )
  })

  it('MetaMask: https://link.metamask.io/dapp/{dappUrl}, the address without its scheme (its docs’ own example)', () => {
    expect(browseLink(byName('io.metamask'), 'https://app.uniswap.org/', 'eip155')).toBe(
      'https://link.metamask.io/dapp/app.uniswap.org',
    )
    expect(browseLink(byName('io.metamask'), 'https://app.example/pool?id=7', 'eip155')).toBe(
      'https://link.metamask.io/dapp/app.example/pool?id=7',
    )
  })

  it('Trust Wallet: https://link.trustwallet.com/open_url?coin_id=<slip44>&url=<url>, by namespace', () => {
    const evm = browseLink(byName('com.trustwallet.app'), 'https://compound.finance/', 'eip155')
    expect(evm).toBe('https://link.trustwallet.com/open_url?coin_id=60&url=https%3A%2F%2Fcompound.finance%2F')
    const solana = new URL(browseLink(byName('com.trustwallet.app'), 'https://app.example/', 'solana')!)
    expect(solana.searchParams.get('coin_id')).toBe('501')
    expect(solana.searchParams.get('url')).toBe('https://app.example/')
  })

  it('each entry is keyed by its registry id and found by id or by rdns', () => {
    for (const browser of WALLET_BROWSERS) {
      expect(browser.id).toMatch(/^[0-9a-f]{64}$/)
      expect(walletBrowserOf({ id: browser.id })).toBe(browser)
      expect(walletBrowserOf({ id: 'unknown', rdns: browser.rdns })).toBe(browser)
    }
    expect(walletBrowserOf({ id: 'unknown' })).toBeUndefined()
  })

  it('R-SEC-11 a page that is not a web page, or a link off the wallet’s host or not https, is never offered', () => {
    const phantom = byName('app.phantom')
    for (const page of [
      'file:///home/me/app.html',
      'javascript:alert(1)',
      'blob:https://a.example/x',
      'not a url',
    ])
      expect(browseLink(phantom, page, 'solana')).toBeUndefined()
    const elsewhere: WalletBrowser = { ...phantom, link: () => 'https://evil.example/ul/browse/x' }
    expect(browseLink(elsewhere, 'https://app.example/', 'solana')).toBeUndefined()
    const plain: WalletBrowser = { ...phantom, link: () => 'http://phantom.app/ul/browse/x' }
    expect(browseLink(plain, 'https://app.example/', 'solana')).toBeUndefined()
    const credentials: WalletBrowser = { ...phantom, link: () => 'https://me:pw@phantom.app/ul/browse/x' }
    expect(browseLink(credentials, 'https://app.example/', 'solana')).toBeUndefined()
  })
})
