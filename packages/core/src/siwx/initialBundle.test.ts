import { fileURLToPath } from 'node:url'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'

const ENTRY_ID = 'virtual:siwx-page'
const source = (path: string) => JSON.stringify(fileURLToPath(new URL(path, import.meta.url)))

/** Bundles a page in memory; `initial` is what the page loads at start, `lazy` the rest. */
async function bundlePage(entry: string): Promise<{ initial: string; lazy: string }> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['sigil-source', 'module', 'import', 'default'] },
    plugins: [
      {
        name: 'siwx-page',
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

// Text only the sign-in flow, the message writer and the verifiers contain.
const FLOW = ['Sign-in check failed', 'Signing in failed', 'siweConfig signs in on EVM networks only']
const MESSAGE = ['wants you to sign in with your']
const VERIFY = ['BIP0322-signed-message', 'Bitcoin Signed Message', 'TapSighash']

describe('what a page loads up front for sign-in', () => {
  it('a page that does not configure sign-in loads none of its code, not even later', async () => {
    const { initial, lazy } = await bundlePage(`
      import { createSigil } from ${source('../index.ts')}
      import { mainnet } from ${source('../caip/networks/index.ts')}
      export const client = createSigil({ projectId: 'p', networks: [mainnet] })
    `)
    for (const text of [...FLOW, ...MESSAGE, ...VERIFY]) expect(initial).not.toContain(text)
    // The flow is a chunk the client could load; the verifiers are not even bundled.
    for (const text of VERIFY) expect(lazy).not.toContain(text)
  }, 60_000)

  it('a page that configures sign-in loads the flow, the message writer and the verifiers lazily', async () => {
    const { initial, lazy } = await bundlePage(`
      import { createSigil } from ${source('../index.ts')}
      import { mainnet } from ${source('../caip/networks/index.ts')}
      import { createSiwx } from ${source('./index.ts')}
      export const client = createSigil({ projectId: 'p', networks: [mainnet], siwx: createSiwx() })
    `)
    for (const text of [...FLOW, ...VERIFY]) expect(initial).not.toContain(text)
    for (const text of [...FLOW, ...VERIFY]) expect(lazy).toContain(text)
    // createSiwx writes and checks messages on first use: the writer loads then, not with the page.
    for (const text of MESSAGE) expect(initial).not.toContain(text)
    for (const text of MESSAGE) expect(lazy).toContain(text)
  }, 60_000)
})
