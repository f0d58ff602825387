import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'

const ENTRY_ID = 'virtual:sigil-entry'
const CORE_INDEX = fileURLToPath(new URL('./index.ts', import.meta.url))

/**
 * Bundles a one-line entry in memory and returns the JavaScript a page importing it loads: the
 * entry and what it imports statically. Chunks behind a dynamic import (the client's actions, the
 * embedded wallet) are emitted whether or not the entry keeps the code that imports them, and are
 * fetched only when that code runs.
 */
async function bundle(source: string): Promise<string> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['sigil-source', 'module', 'import', 'default'] },
    plugins: [
      {
        name: 'sigil-entry',
        enforce: 'pre',
        resolveId: (id) => (id === ENTRY_ID ? `\0${ENTRY_ID}` : undefined),
        load: (id) => (id === `\0${ENTRY_ID}` ? source : undefined),
      },
    ],
    build: {
      write: false,
      minify: false,
      modulePreload: false,
      rollupOptions: { input: ENTRY_ID, preserveEntrySignatures: 'strict' },
    },
  })
  const outputs = (Array.isArray(result) ? result : [result]) as Rolldown.RolldownOutput[]
  const chunks = outputs
    .flatMap((output) => output.output)
    .filter((chunk): chunk is Rolldown.OutputChunk => chunk.type === 'chunk')
  const byName = new Map(chunks.map((chunk) => [chunk.fileName, chunk]))
  const loaded = new Set<string>()
  const visit = (name: string) => {
    if (loaded.has(name)) return
    loaded.add(name)
    for (const imported of byName.get(name)?.imports ?? []) visit(imported)
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
  return chunks
    .filter((chunk) => loaded.has(chunk.fileName))
    .map((chunk) => chunk.code)
    .join('\n')
}

describe('tree shaking', () => {
  it('importing only the EVM address check leaves out networks and the error catalogue', async () => {
    const code = await bundle(
      `import { isEvmAddress } from ${JSON.stringify(CORE_INDEX)}\nexport const ok = isEvmAddress('0x0000000000000000000000000000000000000000')`,
    )
    expect(code).toContain('isEvmAddress')
    for (const absent of ['Avalanche', 'Solana', 'Failed to fetch transactions', 'Token Balance Unavailable'])
      expect(code).not.toContain(absent)
  }, 30_000)
})
