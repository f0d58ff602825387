import { describe, expect, it } from 'vitest'
import { takeSocialResult } from './telegramResult.js'
import { recordingLogger, SITE } from './test/fakeFrameWindow.js'

function windowAt(href: string) {
  const replaced: string[] = []
  const window = {
    location: { href },
    history: {
      state: { keep: true },
      replaceState: (_state: unknown, _title: string, url: string) => replaced.push(url),
    },
  } as unknown as Window
  return { window, replaced }
}

describe('the social result in the address (Telegram)', () => {
  it('R-EMBED-12 reads result_uri and removes it from the address, keeping the rest', () => {
    const result = `${SITE}/social/callback?code=abc`
    const { window, replaced } = windowAt(
      `http://localhost:5173/app?tab=1&result_uri=${encodeURIComponent(result)}#top`,
    )
    expect(takeSocialResult(window, SITE, recordingLogger().logger)).toBe(result)
    expect(replaced).toEqual(['/app?tab=1#top'])
  })

  it('R-EMBED-12 a result from another origin is removed, logged and not used', () => {
    const log = recordingLogger()
    const { window, replaced } = windowAt(
      `http://localhost:5173/?result_uri=${encodeURIComponent('http://evil.test/cb?code=1')}`,
    )
    expect(takeSocialResult(window, SITE, log.logger)).toBeUndefined()
    expect(replaced).toEqual(['/'])
    expect(log.lines.some((line) => line.level === 'warn' && line.message.includes('evil.test'))).toBe(true)
  })

  it('leaves an address without result_uri alone', () => {
    const { window, replaced } = windowAt('http://localhost:5173/?a=1')
    expect(takeSocialResult(window, SITE, recordingLogger().logger)).toBeUndefined()
    expect(replaced).toEqual([])
  })
})
