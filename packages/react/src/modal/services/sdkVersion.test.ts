import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SIGIL_SDK_VERSION } from './sdkVersion.js'

describe('the SDK version sent to services', () => {
  it('is the version in package.json (npm run build rewrites it; run it after a version change)', () => {
    const manifest = JSON.parse(readFileSync(new URL('../../../package.json', import.meta.url), 'utf8'))
    expect(SIGIL_SDK_VERSION).toBe(manifest.version)
  })
})
