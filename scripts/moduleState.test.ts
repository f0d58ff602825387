import { readdirSync, readFileSync } from 'node:fs'
import path from 'node:path'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { isTestFile } from './boundaries.js'

const ROOT = path.dirname(path.dirname(fileURLToPath(import.meta.url)))

/**
 * Module-scope mutable state in product code: a `let`, or a Map, Set, WeakMap or WeakSet made
 * empty (one made with its entries is a lookup table). A client's state is its store and its
 * context's parts; what a module may keep is a memo of pure values, listed here with why.
 */
const MEMO_CACHES: Record<string, string[]> = {
  // The actions' code, once loaded.
  'packages/core/src/client/loadActions.ts': ['loaded'],
  // Locale tables, once loaded.
  'packages/react/src/strings/locales/loadLocale.ts': ['loaders', 'loaded'],
  // createServerState(config): a function of the config alone.
  'packages/react/src/hooks/serverStateOf.ts': ['serverStates'],
  // The buttons' words chunk, and the words for a config and locale.
  'packages/react/src/buttons/useButtonWords.ts': ['shown'],
  'packages/react/src/buttons/connectedLook.ts': ['chunk'],
  // The connected look's rules and avatar, once their after-paint chunk has loaded.
  'packages/react/src/buttons/ButtonStyles.tsx': ['connectedCss'],
  'packages/react/src/buttons/connectedAccountParts.ts': ['parts'],
  // The QR encoder's one warm-up run a page.
  'packages/react/src/components/warmQrEncoder.ts': ['warmed'],
  // What a loader settled with, keyed by the loader and gone with it.
  'packages/react/src/views/Connect/useLoaded.ts': ['settled'],
  // Intl formatters per locale and options.
  'packages/react/src/format/formatBalance.ts': ['balanceFormats'],
  'packages/react/src/format/formatSignificant.ts': ['formats'],
  'packages/react/src/format/formatUsd.ts': ['formats'],
  'packages/react/src/format/localeFormat.ts': ['cache'],
}

const STATE =
  /^(?:export )?(?:let|var) (\w+)|^(?:export )?const (\w+)(?::[^=]+)? = new (?:Weak)?(?:Map|Set)(?:<.+>)?\(\)$/gm

function productFiles(dir: string, out: string[] = []): string[] {
  for (const entry of readdirSync(path.join(ROOT, dir), { withFileTypes: true })) {
    const file = `${dir}/${entry.name}`
    if (entry.isDirectory()) productFiles(file, out)
    else if (/\.tsx?$/.test(entry.name) && !isTestFile(file) && !entry.name.endsWith('.d.ts')) out.push(file)
  }
  return out
}

function moduleStateOf(text: string): string[] {
  return [...text.matchAll(STATE)].map((match) => (match[1] ?? match[2]) as string)
}

describe('module state', () => {
  it('finds a module-scope let and an empty Map or WeakMap, not a lookup table or a local', () => {
    const text = [
      'let loaded: X | undefined',
      'const trackers = new WeakMap<SigilClient, Tracker>()',
      "const NAMES = new Set(['a', 'b'])",
      'function f() {',
      '  let local = 1',
      '  const seen = new Map()',
      '}',
    ].join('\n')
    expect(moduleStateOf(text)).toEqual(['loaded', 'trackers'])
  })

  it('no package keeps per-client or per-page state in a module: only the listed memo caches', () => {
    const packages = readdirSync(path.join(ROOT, 'packages')).map((name) => `packages/${name}/src`)
    const found: Record<string, string[]> = {}
    for (const file of packages.flatMap((dir) => productFiles(dir))) {
      const names = moduleStateOf(readFileSync(path.join(ROOT, file), 'utf8'))
      if (names.length > 0) found[file] = names
    }
    expect(found).toEqual(MEMO_CACHES)
  })
})
