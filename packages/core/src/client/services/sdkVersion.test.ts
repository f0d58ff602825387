import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SDK_VERSION } from './sdkVersion.js'

describe('the SDK version the core sends', () => {
  it('R-API-05 is the package version (sent as sv beside projectId and st)', () => {
    const { version } = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'))
    expect(SDK_VERSION).toBe(version)
  })
})
