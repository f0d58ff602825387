import { testMainnet } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { createMemoryStorage } from '../storage/createMemoryStorage.js'
import { createSigil } from './createSigil.js'
import { createServerState } from './serverState.js'

const base = { projectId: 'test', networks: [testMainnet], storage: createMemoryStorage() }

describe('createSigil: locale (issue 22)', () => {
  it('the locale option is the locale asked for, on the server as in the browser; unset, nothing is asked', () => {
    expect(createSigil({ ...base, locale: 'pt-PT' }).getState().locale).toBe('pt-PT')
    expect(createServerState({ ...base, locale: 'ar-EG' }).locale).toBe('ar-EG')
    expect(createSigil(base).getState().locale).toBeUndefined()
    expect(createServerState(base).locale).toBeUndefined()
  })

  it('setLocale switches at run time and tells subscribers once per change', () => {
    const client = createSigil({ ...base, locale: 'en' })
    const seen: (string | undefined)[] = []
    client.subscribe(
      (state) => state.locale,
      (locale) => seen.push(locale),
    )
    client.setLocale('fr-CA')
    client.setLocale('fr-CA')
    client.setLocale('ja')
    expect(seen).toEqual(['fr-CA', 'ja'])
  })
})
