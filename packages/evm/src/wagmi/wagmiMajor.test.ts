import { version } from '@wagmi/core'
import { describe, expect, inject, it } from 'vitest'

declare module 'vitest' {
  export interface ProvidedContext {
    /** The @wagmi/core major the project's wagmi tests run against (vitest.config.ts). */
    wagmiMajor: 2 | 3
  }
}

describe('the wagmi tests run against each supported @wagmi/core major', () => {
  it(`the bridge and its tests load @wagmi/core ${inject('wagmiMajor')}`, () => {
    expect(Number(version.split('.')[0])).toBe(inject('wagmiMajor'))
  })
})
