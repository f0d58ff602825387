import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { type BoundaryRule, type Crossing, crossingsOf, findCrossings, importsOf } from './boundaries.js'

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

/**
 * The crossings there are today, by rule, file and specifier. The list only shrinks: a new
 * crossing fails, and so does an entry that no longer occurs (take it off the list).
 */
const KNOWN: Record<BoundaryRule, Record<string, string[]>> = {
  // None left: core imports neither React nor a chain SDK.
  coreImportsUiOrChainSdk: {},
  // Test support shared between packages lives in `@sigil/test`: tests cross through no `src`.
  intoAnotherPackageSrc: {},
  intoDevnetSrc: {},
  // Apps, examples and devnet use the public entries only.
  internalEntryOutsidePackages: {},
}

const key = ({ rule, file, specifier }: Crossing) => `${rule}  ${file}  →  ${specifier}`
const known = Object.entries(KNOWN).flatMap(([rule, files]) =>
  Object.entries(files).flatMap(([file, specifiers]) =>
    specifiers.map((specifier) => key({ rule: rule as BoundaryRule, file, specifier })),
  ),
)
const PACKAGES = ['packages/core', 'packages/evm', 'packages/react', 'devnet']

describe('package boundaries', () => {
  it('core product code importing React or a chain SDK, statically, dynamically or as a type, is a crossing; its tests are not', () => {
    const text = `
      import { useState } from 'react'
      import type { Chain } from 'viem'
      export { x } from '@solana/kit'
      const wc = await import('@walletconnect/universal-provider')
      const sats = require('sats-connect')
      import { getWallets } from '@wallet-standard/app'
      import { createRoot } from 'react-dom/client'
      import { createStore } from 'zustand/vanilla'
    `
    const specifiers = importsOf(text)
    const crossings = crossingsOf('packages/core/src/client/x.ts', 'packages/core', specifiers, PACKAGES)
    expect(crossings.map((crossing) => crossing.specifier)).toEqual([
      'react',
      'viem',
      '@solana/kit',
      '@walletconnect/universal-provider',
      'sats-connect',
      '@wallet-standard/app',
      'react-dom/client',
    ])
    expect(crossingsOf('packages/core/src/client/x.test.ts', 'packages/core', specifiers, PACKAGES)).toEqual(
      [],
    )
    expect(crossingsOf('packages/core/src/test/fake.ts', 'packages/core', specifiers, PACKAGES)).toEqual([])
    // Other packages may use them.
    expect(crossingsOf('packages/evm/src/x.ts', 'packages/evm', ['viem'], PACKAGES)).toEqual([])
  })

  it("reaching into another package's src, by relative or deep path, or into devnet/src from a package or e2e, is a crossing", () => {
    const at = (file: string, pkg: string, specifier: string) =>
      crossingsOf(file, pkg, [specifier], PACKAGES).map((crossing) => crossing.rule)
    expect(at('packages/react/src/a/b.ts', 'packages/react', '../../../core/src/index.js')).toEqual([
      'intoAnotherPackageSrc',
    ])
    expect(at('packages/react/src/a.ts', 'packages/react', '@sigil/core/src/index.js')).toEqual([
      'intoAnotherPackageSrc',
    ])
    expect(at('devnet/src/a/b.test.ts', 'devnet', '../../../packages/core/src/x.js')).toEqual([
      'intoAnotherPackageSrc',
    ])
    expect(at('packages/evm/src/a.test.ts', 'packages/evm', '../../../devnet/src/relay/x.js')).toEqual([
      'intoDevnetSrc',
    ])
    // The browser journeys reach packages and devnet through their entries too.
    expect(at('e2e/a.test.ts', 'e2e', '../devnet/src/relay/test-wallet.js')).toEqual(['intoDevnetSrc'])
    expect(at('e2e/support/a.ts', 'e2e', '../../packages/react/src/views/registry.js')).toEqual([
      'intoAnotherPackageSrc',
    ])
    expect(at('e2e/a.test.ts', 'e2e', '@sigil/devnet/relay-wallet')).toEqual([])
    expect(at('e2e/a.test.ts', 'e2e', './support/journey.js')).toEqual([])
    // A package's own files, and other packages through their public entries, are fine.
    expect(at('packages/react/src/a/b.ts', 'packages/react', '../c.js')).toEqual([])
    expect(at('packages/react/src/a.ts', 'packages/react', '@sigil/core/onramp')).toEqual([])
    expect(at('devnet/src/a/b.ts', 'devnet', '../c/d.js')).toEqual([])
  })

  it('an app, an example or devnet importing `@sigil/core/internal` is a crossing; a Sigil package is not', () => {
    const at = (file: string, pkg: string, specifier: string) =>
      crossingsOf(file, pkg, [specifier], PACKAGES).map((crossing) => crossing.rule)
    expect(at('apps/demo/src/main.tsx', 'apps/demo', '@sigil/core/internal')).toEqual([
      'internalEntryOutsidePackages',
    ])
    expect(at('examples/vite-react/src/App.tsx', 'examples/vite-react', '@sigil/core/internal')).toEqual([
      'internalEntryOutsidePackages',
    ])
    expect(at('devnet/src/a.ts', 'devnet', '@sigil/core/internal')).toEqual(['internalEntryOutsidePackages'])
    expect(at('packages/react/src/a.ts', 'packages/react', '@sigil/core/internal')).toEqual([])
    expect(at('apps/demo/src/main.tsx', 'apps/demo', '@sigil/core')).toEqual([])
    expect(at('apps/demo/src/main.tsx', 'apps/demo', '@sigil/core/networks')).toEqual([])
  })

  it('the workspace has no crossing but the known ones, and each known one still occurs (the list only shrinks)', () => {
    const found = findCrossings(ROOT).map(key)
    const added = found.filter((entry) => !known.includes(entry))
    const gone = known.filter((entry) => !found.includes(entry))
    expect(added, 'new crossings: import through the package entry instead').toEqual([])
    expect(gone, 'these crossings are gone: take them off KNOWN in scripts/boundaries.test.ts').toEqual([])
  })
})
