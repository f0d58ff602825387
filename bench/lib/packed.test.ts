import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { moduleGroup } from './build.js'
import { publicPackages, withoutSourceCondition } from './packed.js'

const ROOT = path.dirname(path.dirname(path.dirname(fileURLToPath(import.meta.url))))

describe('pricing the packages as npm pack ships them', () => {
  it('packs every public package under packages/*', () => {
    const names = publicPackages(ROOT).map((pkg) => pkg.name)
    expect(names).toEqual(expect.arrayContaining(['@sigil/core', '@sigil/react', '@sigil/evm']))
    expect(names.every((name) => name.startsWith('@sigil/'))).toBe(true)
  })

  it('builds without the source condition, as an app that installed them does', () => {
    const plugin = withoutSourceCondition()
    const config = { resolve: { conditions: ['sigil-source', 'module', 'browser'] } }
    ;(plugin.config as (c: typeof config) => void)(config)
    expect(config.resolve.conditions).toEqual(['module', 'browser'])
  })

  it('groups a packed module by its folder under dist, as its source is grouped under src', () => {
    expect(moduleGroup('/tmp/packed-sigil-x/node_modules/@sigil/core/dist/client/createSigil.js')).toBe(
      '@sigil/core/client',
    )
    expect(moduleGroup('/work/packages/core/src/client/createSigil.ts')).toBe('@sigil/core/client')
    expect(moduleGroup('/tmp/packed-sigil-x/node_modules/@sigil/walletconnect/dist/walletConnect.js')).toBe(
      '@sigil/walletconnect/walletConnect.js',
    )
  })
})
