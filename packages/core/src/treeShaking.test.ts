import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'

const ENTRY_ID = 'virtual:sigil-entry'
const CORE_INDEX = fileURLToPath(new URL('./index.ts', import.meta.url))

/** Bundles a one-line entry in memory and returns the emitted JavaScript. */
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
  return outputs
    .flatMap((output) => output.output)
    .map((chunk) => (chunk.type === 'chunk' ? chunk.code : ''))
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
