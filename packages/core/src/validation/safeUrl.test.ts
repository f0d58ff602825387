import { fuzzParameters } from '@sigil/test'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isSafeImageUrl, isSafeLinkUrl } from './safeUrl.js'

describe('third-party URLs', () => {
  it.each([
    ['https://wallet.test/i.png', true],
    ['http://127.0.0.1:4000/registry/getWalletImage/x', true],
    ['blob:http://127.0.0.1/0c0f', true],
    ['data:image/png;base64,iVBO', true],
    ['data:image/svg+xml,<svg/>', true],
    ['javascript:alert(1)', false],
    ['JaVaScRiPt:alert(1)', false],
    ['data:text/html,<script>alert(1)</script>', false],
    ['data:image/svg', false],
    ['file:///etc/passwd', false],
    ['ftp://wallet.test/i.png', false],
    ['chrome://settings', false],
    ['wallet://open', false],
    ['/relative.png', false],
    ['', false],
  ])('R-SEC-11 the image URL %s is shown: %s', (url, safe) => {
    expect(isSafeImageUrl(url)).toBe(safe)
  })

  it.each([
    ['https://wallet.test', false, true],
    ['wallet://wc?uri=x', false, false],
    ['wallet://wc?uri=x', true, true],
    ['javascript:alert(1)', true, false],
    [' javascript:alert(1)', true, false],
    ['java\tscript:alert(1)', true, false],
    ['data:text/html,x', true, false],
    ['vbscript:x', true, false],
    ['file:///x', true, false],
    ['blob:https://a.test/1', true, false],
    ['not a url', true, false],
  ])('R-SEC-11 the link %j (app schemes %s) may be opened: %s', (url, appSchemes, safe) => {
    expect(isSafeLinkUrl(url, { appSchemes })).toBe(safe)
  })

  it('R-SEC-11 no string that the URL parser reads as javascript: or data: passes as a link (property)', () => {
    fc.assert(
      fc.property(
        fc.string(),
        fc.constantFrom('javascript:', 'JAVASCRIPT:', 'data:', ' javascript:', '\njavascript:'),
        (rest, scheme) => {
          expect(isSafeLinkUrl(`${scheme}${rest}`, { appSchemes: true })).toBe(false)
          expect(isSafeImageUrl(`${scheme}${rest}`) && !`${scheme}${rest}`.startsWith('data:image/')).toBe(
            false,
          )
        },
      ),
      fuzzParameters(),
    )
  })
})
