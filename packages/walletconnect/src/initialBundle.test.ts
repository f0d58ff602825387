import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { splitChunks } from '@sigil/test/bundle'
import { build } from 'vite'
import { describe, expect, it } from 'vitest'

const source = (path: string) => JSON.stringify(fileURLToPath(new URL(path, import.meta.url)))
const ENTRY_ID = 'virtual:wc-page'

/** A minified in-memory build of a page; its start-up code and the rest, apart. */
async function bundle(entry: string): Promise<{ initial: string; lazy: string }> {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['sigil-source', 'module', 'browser', 'import', 'default'] },
    plugins: [
      {
        name: 'wc-page',
        enforce: 'pre',
        resolveId: (id) => (id === ENTRY_ID ? `\0${ENTRY_ID}` : undefined),
        load: (id) => (id === `\0${ENTRY_ID}` ? entry : undefined),
      },
    ],
    build: { write: false, minify: true, modulePreload: false, rollupOptions: { input: ENTRY_ID } },
  })
  const { chunks, initial } = splitChunks(result)
  const code = (inInitial: boolean) =>
    chunks
      .filter((chunk) => initial.has(chunk.fileName) === inInitial)
      .map((chunk) => chunk.code)
      .join('\n')
  return { initial: code(true), lazy: code(false) }
}

const page = (withWalletConnect: boolean) => `
  import { createSigil } from ${source('../../core/src/index.ts')}
  import { base, mainnet } from ${source('../../core/src/caip/networks/index.ts')}
  import { evm } from ${source('../../evm/src/index.ts')}
  ${withWalletConnect ? `import { walletConnect } from ${source('./index.ts')}` : ''}
  export const client = createSigil({
    projectId: 'p',
    networks: [mainnet, base],
    adapters: [evm()],
    ${
      withWalletConnect
        ? `connectors: [walletConnect({ projectId: 'p', relayUrl: 'ws://127.0.0.1:1/relay', metadata: { name: 'a', description: 'a', url: 'http://127.0.0.1', icons: [] } })],`
        : ''
    }
  })
`

const gzipKiB = (code: string) => gzipSync(code).length / 1024

describe('what WalletConnect adds to a page up front', () => {
  it('the WalletConnect SDK is out of the initial JS (a lazy chunk), and the connector adds at most 2 KiB gzip', async () => {
    const [without, withWc] = await Promise.all([bundle(page(false)), bundle(page(true))])
    // Strings only the SDK has: its session proposal method and its relay's subscribe call.
    for (const sdkOnly of ['wc_sessionPropose', 'irn_subscribe']) {
      expect(withWc.initial).not.toContain(sdkOnly)
      expect(withWc.lazy).toContain(sdkOnly)
    }
    const added = gzipKiB(withWc.initial) - gzipKiB(without.initial)
    console.log(
      `initial JS: ${gzipKiB(without.initial).toFixed(2)} KiB gzip without WalletConnect, +${added.toFixed(2)} KiB with it`,
    )
    expect(added).toBeLessThanOrEqual(2)
  }, 180_000)
})
