import { testMainnet } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { createSigil } from '../client/createSigil.js'
import { isSigilError } from '../errors/index.js'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { groupConnectors } from './groupConnectors.js'

const base = { projectId: 'test', networks: [testMainnet], storage: createMemoryStorage() }
const mine = {
  id: 'acme-wallet',
  name: ' Acme Wallet ',
  imageUrl: 'https://acme.example/icon.png',
  links: { mobile: 'https://acme.example/wc', webapp: 'http://127.0.0.1:5173/wc' },
}

const refusal = (customWallets: unknown) => {
  try {
    createSigil({ ...base, customWallets: customWallets as never })
  } catch (error) {
    return isSigilError(error, 'INVALID_CONFIG') ? error.message : `not INVALID_CONFIG: ${String(error)}`
  }
  return 'accepted'
}

describe('config.customWallets', () => {
  it('valid wallets are kept (names trimmed) on the client config', () => {
    const client = createSigil({ ...base, customWallets: [mine, { id: 'plain', name: 'Plain' }] })
    expect(client.config.customWallets).toEqual([
      { ...mine, name: 'Acme Wallet' },
      { id: 'plain', name: 'Plain' },
    ])
  })

  it.each([
    ['not a list', { id: 'x' }, 'must be a list'],
    ['an entry that is not an object', ['x'], 'entry 0 is not an object'],
    ['a missing id', [{ name: 'X' }], 'entry 0 needs an id'],
    ['an id with spaces or markup', [{ id: '<b>x</b>', name: 'X' }], 'entry 0 needs an id'],
    ['an empty name', [{ id: 'x', name: '  ' }], 'x needs a name'],
    [
      'a javascript: image',
      [{ ...mine, imageUrl: 'javascript:alert(1)' }],
      'imageUrl must be an http(s) URL',
    ],
    ['a data: image', [{ ...mine, imageUrl: 'data:image/png;base64,AA' }], 'imageUrl must be an http(s) URL'],
    [
      'an app-scheme link',
      [{ ...mine, links: { mobile: 'acme://wc' } }],
      'mobile link must be an http(s) URL',
    ],
    ['a javascript: link', [{ ...mine, links: { webapp: 'javascript:void 0' } }], 'webapp link'],
    ['an unknown link kind', [{ ...mine, links: { universal: 'https://a.example' } }], 'unknown universal'],
    ['a bad rdns', [{ ...mine, rdns: 'not a domain' }], 'rdns'],
    ['two wallets with one id', [mine, { ...mine, name: 'Other' }], 'ids must be unique'],
  ])('refuses %s with INVALID_CONFIG (input checked at the boundary)', (_name, value, reason) => {
    const message = refusal(value)
    expect(message).toContain('customWallets')
    expect(message).toContain(reason)
  })

  it("R-UI-09 R-SEC-06 they fill Connect's custom group, after featured, and obey excludeWallets", () => {
    const client = createSigil({ ...base, customWallets: [mine, { id: 'plain', name: 'Plain' }] })
    const groups = groupConnectors({
      connectors: [],
      featured: [{ id: 'f1', name: 'Featured' }],
      custom: client.config.customWallets,
      excludeWallets: ['Plain'],
    })
    expect(groups.map((group) => [group.group, group.wallets.map((wallet) => wallet.id)])).toEqual([
      ['featured', ['f1']],
      ['custom', ['acme-wallet']],
    ])
    // The entry carries the listing's image and links for the view, and no connector.
    expect(groups[1]?.wallets[0]).toMatchObject({ imageUrl: mine.imageUrl, links: mine.links })
    expect(groups[1]?.wallets[0]?.connector).toBeUndefined()
  })
})
