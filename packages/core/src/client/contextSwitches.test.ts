import { createMemoryLogSink } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { createLogger } from '../logger/index.js'
import { contextOn, reportContextSwitches } from './contextSwitches.js'
import type { SigilConfig } from './types.js'

function contextsOf(contexts: unknown) {
  const config = { contexts } as unknown as Pick<SigilConfig, 'contexts'>
  const { sink, records } = createMemoryLogSink()
  reportContextSwitches(config, createLogger({ sink }))
  const errors = records.filter((record) => record.level === 'error').map((record) => record.message)
  const on = Object.fromEntries(
    (['safe', 'miniApp', 'inAppBrowser', 'openInWallet'] as const).map((name) => [
      name,
      contextOn(config, name),
    ]),
  )
  return { errors, on }
}

describe('config.contexts', () => {
  it('switches of true or false are taken as given, and leaving them out keeps every context on', () => {
    const all = { safe: true, miniApp: true, inAppBrowser: true, openInWallet: true }
    expect(contextsOf(undefined)).toEqual({ errors: [], on: all })
    expect(contextsOf({})).toEqual({ errors: [], on: all })
    expect(contextsOf({ inAppBrowser: false, openInWallet: true })).toEqual({
      errors: [],
      on: { ...all, inAppBrowser: false },
    })
  })

  it('R-CORE-01 a switch that is not true or false is an error in the log at start-up, and that context is off', () => {
    expect(contextsOf({ inAppBrowser: 'no', safe: 0 })).toEqual({
      errors: [
        'Invalid config: contexts.safe must be true or false; that context stays off',
        'Invalid config: contexts.inAppBrowser must be true or false; that context stays off',
      ],
      on: { safe: false, miniApp: true, inAppBrowser: false, openInWallet: true },
    })
    for (const bad of [null, 'off', false])
      expect(contextsOf(bad).errors).toEqual([
        'Invalid config: contexts takes an object of true or false switches; every context stays on',
      ])
  })
})
