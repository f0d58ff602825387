import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'

const ENTRY_ID = 'virtual:evm-page'
const source = (path: string) => JSON.stringify(fileURLToPath(new URL(path, import.meta.url)))

/** Bundles a page's entry in memory and returns the entry chunk and the lazily loaded ones apart. */
async function bundle(entry: string): Promise<{ initial: string; lazy: string }> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['sigil-source', 'module', 'import', 'default'] },
    plugins: [
      {
        name: 'evm-page',
        enforce: 'pre',
        resolveId: (id) => (id === ENTRY_ID ? `\0${ENTRY_ID}` : undefined),
        load: (id) => (id === `\0${ENTRY_ID}` ? entry : undefined),
      },
    ],
    build: { write: false, minify: false, modulePreload: false, rollupOptions: { input: ENTRY_ID } },
  })
  const chunks = (Array.isArray(result) ? result : [result])
    .flatMap((output) => (output as Rolldown.RolldownOutput).output)
    .filter((chunk): chunk is Rolldown.OutputChunk => chunk.type === 'chunk')
  const initial = new Set<string>()
  const visit = (name: string) => {
    if (initial.has(name)) return
    initial.add(name)
    for (const imported of chunks.find((chunk) => chunk.fileName === name)?.imports ?? []) visit(imported)
  }
  for (const chunk of chunks) if (chunk.isEntry) visit(chunk.fileName)
  const code = (inInitial: boolean) =>
    chunks
      .filter((chunk) => initial.has(chunk.fileName) === inInitial)
      .map((chunk) => chunk.code)
      .join('\n')
  return { initial: code(true), lazy: code(false) }
}

describe('what a page with the EVM adapter loads up front', () => {
  it('discovery and reconnect are in the initial chunk; viem clients, transports and serializers load later', async () => {
    const { initial, lazy } = await bundle(`
      import { createSigil } from ${source('../../core/src/index.ts')}
      import { base, mainnet } from ${source('../../core/src/caip/networks/index.ts')}
      import { evm } from ${source('./index.ts')}
      export const client = createSigil({ projectId: 'p', networks: [mainnet, base], adapters: [evm()] })
    `)
    expect(initial).toContain('eip6963:requestProvider')
    expect(initial).toContain('eth_accounts')
    for (const later of ['Public Client', 'serializeTransaction', 'serializeTypedData'])
      expect(initial).not.toContain(later)
    expect(lazy).toContain('Public Client')
    expect(lazy).toContain('serializeTypedData')
  }, 60_000)
})
