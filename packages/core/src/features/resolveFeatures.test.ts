import { createMemoryLogSink } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../logger/index.js'
import { DEFAULT_FEATURES } from './defaultFeatures.js'
import { resolveFeatures } from './resolveFeatures.js'
import { filterSocialsForTelegram, TELEGRAM_HIDDEN_SOCIALS } from './telegramSocials.js'

describe('resolveFeatures', () => {
  it('R-STATE-33 send, receive and analytics are on by default', () => {
    const features = resolveFeatures({})
    expect(features).toMatchObject({ send: true, receive: true, analytics: true, multiWallet: false })
  })

  it('R-EMBED-33 the default remote social providers, in order', () => {
    expect(DEFAULT_FEATURES.socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
      'apple',
      'facebook',
    ])
  })

  it('R-API-02 R-API-03 remote values win and a warning names the ignored local settings', () => {
    const log = createMemoryLogSink()
    const features = resolveFeatures({
      local: { email: false, swaps: false, send: false },
      remote: { email: true, socials: ['google'], multiWallet: true, onramp: false },
      logger: createLogger({ sink: log.sink }),
    })
    expect(features).toMatchObject({
      email: true,
      socials: ['google'],
      multiWallet: true,
      onramp: false,
      // the configuration left swaps to the app (config null): the local value stays
      swaps: false,
      // send is not remote-controlled: the local value stays
      send: false,
    })
    expect(log.records).toHaveLength(1)
    expect(log.records[0]?.message).toContain('settings are ignored: email')
    expect(log.records[0]?.message).not.toContain('swaps')
    expect(log.records[0]?.message).not.toContain('send')
  })

  it('R-API-03 no warning when the host set none of the remote features', () => {
    const log = createMemoryLogSink()
    resolveFeatures({
      local: { send: false },
      remote: { email: true },
      logger: createLogger({ sink: log.sink }),
    })
    expect(log.records).toHaveLength(0)
  })

  it('R-API-04 without remote values the local settings, else the defaults, apply', () => {
    expect(resolveFeatures({ local: { swaps: false } })).toMatchObject({
      swaps: false,
      onramp: true,
      email: true,
    })
  })

  it('R-EMBED-21 the pay feature turns email and social login off', () => {
    expect(resolveFeatures({ local: { pay: true } })).toMatchObject({
      pay: true,
      email: false,
      socials: false,
    })
    expect(resolveFeatures({ local: { pay: true }, remote: { email: true } })).toMatchObject({
      email: false,
      socials: false,
    })
  })

  it('R-EMBED-22 Telegram hides the providers of its platform, by a configurable table', () => {
    expect(resolveFeatures({ telegram: { platform: 'ios' } }).socials).toEqual([
      'google',
      'x',
      'discord',
      'farcaster',
      'github',
    ])
    expect(resolveFeatures({ telegram: { platform: 'web' } }).socials).toEqual(DEFAULT_FEATURES.socials)
    expect(
      resolveFeatures({ telegram: { platform: 'web', hiddenSocials: { web: ['x'] } } }).socials,
    ).not.toContain('x')
    for (const platform of Object.keys(TELEGRAM_HIDDEN_SOCIALS) as (keyof typeof TELEGRAM_HIDDEN_SOCIALS)[])
      for (const hidden of TELEGRAM_HIDDEN_SOCIALS[platform])
        expect(filterSocialsForTelegram(['google', hidden], platform)).toEqual(['google'])
  })
})
