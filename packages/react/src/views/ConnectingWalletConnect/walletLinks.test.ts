import { describe, expect, it } from 'vitest'
import { linksFrom, walletLink } from './walletLinks.js'

const uri = 'wc:ab@2?relay-protocol=irn&symKey=cd'
const encoded = encodeURIComponent(uri)

describe('wallet links', () => {
  it("hand the pairing URI to the wallet's own custom scheme, a universal link or a web app", () => {
    expect(walletLink('sigiltest://', uri, 'mobile')).toBe(`sigiltest://wc?uri=${encoded}`)
    expect(walletLink('https://wallet.example/app', uri, 'mobile')).toBe(
      `https://wallet.example/app/wc?uri=${encoded}`,
    )
    expect(walletLink('https://wallet.example/', uri, 'webapp')).toBe(
      `https://wallet.example/wc?uri=${encoded}`,
    )
    expect(walletLink('sigiltest-desktop://', uri, 'desktop')).toBe(`sigiltest-desktop://wc?uri=${encoded}`)
  })

  it('never open a malformed link or a foreign scheme from a registry listing', () => {
    for (const link of [
      'javascript:alert(1)//',
      'JavaScript://%0aalert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'intent://scan#Intent;end',
      'vbscript:msgbox',
      'not a link',
      '',
      '   ',
      'https://user:pass@wallet.example/',
      `https://wallet.example/${'a'.repeat(3000)}`,
    ]) {
      expect(walletLink(link, uri, 'mobile'), link).toBeUndefined()
    }
    expect(walletLink('sigiltest://', uri, 'webapp')).toBeUndefined()
    expect(walletLink(undefined, uri, 'mobile')).toBeUndefined()
  })

  it('read links from route data keeping strings only', () => {
    expect(linksFrom({ mobile: 'a://', desktop: 3, webapp: 'https://w' })).toEqual({
      mobile: 'a://',
      webapp: 'https://w',
    })
    expect(linksFrom('nope')).toEqual({})
  })
})
