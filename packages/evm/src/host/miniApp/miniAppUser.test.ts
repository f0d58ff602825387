import { describe, expect, it } from 'vitest'
import { miniAppProfile, parseMiniAppUser } from './miniAppUser.js'

describe("a mini app host's user", () => {
  it('R-SEC-11 is read field by field; what is not right is dropped, the fid alone is enough', () => {
    expect(
      parseMiniAppUser({
        fid: 3,
        username: 'alice',
        displayName: 'Alice',
        pfpUrl: 'https://example.org/a.png',
      }),
    ).toEqual({ fid: 3, username: 'alice', displayName: 'Alice', pfpUrl: 'https://example.org/a.png' })
    expect(
      parseMiniAppUser({
        fid: 3,
        username: 'alice <script>',
        displayName: '\u202eAlice\u0000',
        pfpUrl: 'javascript:alert(1)',
      }),
    ).toEqual({ fid: 3, displayName: 'Alice' })
    expect(parseMiniAppUser({ fid: 3, username: 'vitalik.eth' })).toEqual({ fid: 3, username: 'vitalik.eth' })
    for (const bad of [undefined, null, { fid: 0 }, { fid: -1 }, { fid: '3' }, { username: 'alice' }])
      expect(parseMiniAppUser(bad)).toBeUndefined()
  })

  it('the account shows @username, else the display name, with the picture', () => {
    expect(miniAppProfile({ fid: 3, username: 'alice', pfpUrl: 'https://example.org/a.png' })).toEqual({
      name: '@alice',
      image: 'https://example.org/a.png',
    })
    expect(miniAppProfile({ fid: 3, displayName: 'Alice' })).toEqual({ name: 'Alice' })
    expect(miniAppProfile({ fid: 3 })).toBeUndefined()
  })
})
