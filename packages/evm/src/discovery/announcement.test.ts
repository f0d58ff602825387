import { describe, expect, it } from 'vitest'
import { FakeEip1193Provider } from '../test/FakeEip1193Provider.js'
import { walletInfo } from '../test/FakeWindow.js'
import { checkAnnouncement } from './announcement.js'

describe('checkAnnouncement', () => {
  const provider = new FakeEip1193Provider()

  it('R-EVM-02 accepts a well-formed announcement with a data URI icon', () => {
    expect(checkAnnouncement({ info: walletInfo(), provider })).toEqual({
      ok: true,
      announcement: { info: walletInfo(), provider },
    })
    const png = walletInfo({ icon: 'data:image/png;base64,iVBORw0KGgo=' })
    expect(checkAnnouncement({ info: png, provider }).ok).toBe(true)
    const name = walletInfo({ name: 'W'.repeat(100) })
    expect(checkAnnouncement({ info: name, provider }).ok).toBe(true)
  })

  it.each([
    ['not an object', null],
    ['no info', { provider }],
    ['a bad uuid', { info: walletInfo({ uuid: 'abc' }), provider }],
    ['an empty name', { info: walletInfo({ name: ' ' }), provider }],
    ['a javascript: icon', { info: walletInfo({ icon: 'javascript:alert(1)' }), provider }],
    ['an icon that is not a URL', { info: walletInfo({ icon: 'icon.png' }), provider }],
    [
      'R-SEC-11 an https icon (EIP-6963 asks for a data URI)',
      { info: walletInfo({ icon: 'https://wallet.test/i.png' }), provider },
    ],
    [
      'R-SEC-11 a data URI that is not an image',
      { info: walletInfo({ icon: 'data:text/html,<script>alert(1)</script>' }), provider },
    ],
    [
      'R-SEC-11 an icon over 512 KiB',
      { info: walletInfo({ icon: `data:image/png;base64,${'A'.repeat(512 * 1024)}` }), provider },
    ],
    ['R-SEC-11 a 1 MB name', { info: walletInfo({ name: 'W'.repeat(1024 * 1024) }), provider }],
    [
      'R-SEC-11 a name with a direction override',
      { info: walletInfo({ name: 'Test\u202eWallet' }), provider },
    ],
    ['R-SEC-11 a name with a control character', { info: walletInfo({ name: 'Test\nWallet' }), provider }],
    ['an rdns that is not reverse DNS', { info: walletInfo({ rdns: 'wallet' }), provider }],
    ['a provider without request', { info: walletInfo(), provider: { request: 'no' } }],
  ])('R-EVM-02 rejects %s', (_label, detail) => {
    const check = checkAnnouncement(detail)
    expect(check.ok).toBe(false)
    if (!check.ok) expect(check.reason.length).toBeGreaterThan(0)
  })
})
