import { createTestClient } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { isSigilError } from '../errors/index.js'
import type { CustomWallet } from './customWallets.js'
import { groupConnectors } from './groupConnectors.js'

const mine = {
  id: 'acme-wallet',
  name: ' Acme Wallet ',
  imageUrl: 'https://acme.example/icon.png',
  links: { mobile: 'https://acme.example/wc', webapp: 'http://127.0.0.1:5173/wc' },
}

// Checked at start-up: kept on the client's config when they fit, else left off with the reason logged.
const started = async (customWallets: readonly CustomWallet[]) => {
  const test = createTestClient({ customWallets })
  await test.client.ready()
  return test
}

const refusal = async (customWallets: unknown) => {
  const { client, log } = await started(customWallets as never)
  if (client.config.customWallets !== undefined) return 'accepted'
  const error = log.records.find((record) => record.level === 'error')?.data
  return isSigilError(error, 'INVALID_CONFIG') ? error.message : `not INVALID_CONFIG: ${String(error)}`
}

describe('config.customWallets', () => {
  it('valid wallets are kept (names trimmed) on the client config', async () => {
    const { client } = await started([mine, { id: 'plain', name: 'Plain' }])
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
  ])(
    'leaves out %s, logged as INVALID_CONFIG (input checked at the boundary)',
    async (_name, value, reason) => {
      const message = await refusal(value)
      expect(message).toContain('customWallets')
      expect(message).toContain(reason)
    },
  )

  it("R-UI-09 R-SEC-06 they fill Connect's custom group, after featured, and obey excludeWallets", async () => {
    const { client } = await started([mine, { id: 'plain', name: 'Plain' }])
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
