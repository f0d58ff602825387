import { describe, expect, it } from 'vitest'
import { defaultAllowedAncestors, frameAncestorsHeader, isAllowedAncestor } from './allowed-ancestors.js'

const defaults = defaultAllowedAncestors(['127.0.0.1'])

describe('allowed ancestors', () => {
  it.each([
    ['http://localhost:5173', true],
    ['https://localhost', true],
    ['http://127.0.0.1:8600', true],
    ['https://127.0.0.1:8443', true],
    ['https://my-app.pages.dev', true],
    ['https://preview.team.vercel.app', true],
    ['https://abc.ngrok-free.app', true],
    ['https://secure-mobile.sigil.invalid', true],
    ['https://secure-mobile-staging.sigil.invalid', true],
    ['http://my-app.pages.dev', false],
    ['https://pages.dev', false],
    ['https://evil-vercel.app', false],
    ['http://example.test:5173', false],
    ['http://127.0.0.2:5173', false],
    ['not an origin', false],
    ['http://localhost:5173/path', false],
  ])('R-SEC-10 %s allowed: %s', (origin, allowed) => {
    expect(isAllowedAncestor(origin, defaults)).toBe(allowed)
  })

  it('R-SEC-10 the header lists every default source for the browser to enforce', () => {
    const header = frameAncestorsHeader(defaults)
    expect(header.startsWith('frame-ancestors ')).toBe(true)
    for (const source of [
      'http://localhost:*',
      'https://127.0.0.1:*',
      'https://*.pages.dev',
      'https://*.vercel.app',
      'https://*.ngrok-free.app',
    ])
      expect(header.split(' ')).toContain(source)
  })
})
