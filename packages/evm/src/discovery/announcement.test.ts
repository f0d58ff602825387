import { describe, expect, it } from 'vitest'
import { FakeEip1193Provider } from '../test/FakeEip1193Provider.js'
import { walletInfo } from '../test/FakeWindow.js'
import { checkAnnouncement } from './announcement.js'

describe('checkAnnouncement', () => {
  const provider = new FakeEip1193Provider()

  it('R-EVM-02 accepts a well-formed announcement with data: or https icons', () => {
    expect(checkAnnouncement({ info: walletInfo(), provider })).toEqual({
      ok: true,
      announcement: { info: walletInfo(), provider },
    })
    const https = walletInfo({ icon: 'https://wallet.test/icon.png' })
    expect(checkAnnouncement({ info: https, provider }).ok).toBe(true)
  })

  it.each([
    ['not an object', null],
    ['no info', { provider }],
    ['a bad uuid', { info: walletInfo({ uuid: 'abc' }), provider }],
    ['an empty name', { info: walletInfo({ name: ' ' }), provider }],
    ['a javascript: icon', { info: walletInfo({ icon: 'javascript:alert(1)' }), provider }],
    ['an icon that is not a URL', { info: walletInfo({ icon: 'icon.png' }), provider }],
    ['an rdns that is not reverse DNS', { info: walletInfo({ rdns: 'wallet' }), provider }],
    ['a provider without request', { info: walletInfo(), provider: { request: 'no' } }],
  ])('R-EVM-02 rejects %s', (_label, detail) => {
    const check = checkAnnouncement(detail)
    expect(check.ok).toBe(false)
    if (!check.ok) expect(check.reason.length).toBeGreaterThan(0)
  })
})
