import { fileURLToPath } from 'node:url'
import { splitChunks } from '@sigil/test/bundle'
import { build, type Rolldown } from 'vite'
import { describe, expect, it } from 'vitest'

const source = (path: string) => JSON.stringify(fileURLToPath(new URL(path, import.meta.url)))
const ENTRY = 'virtual:chain-page'

/** Bundles a page in memory; returns every chunk's module ids, split into page start and lazy. */
async function moduleGraph(entry: string) {
  const result = await build({
    configFile: false,
    logLevel: 'silent',
    resolve: { conditions: ['sigil-source', 'browser', 'module', 'import', 'default'] },
    plugins: [
      {
        name: 'chain-page',
        enforce: 'pre',
        resolveId: (id) => (id === ENTRY ? `\0${ENTRY}` : undefined),
        load: (id) => (id === `\0${ENTRY}` ? entry : undefined),
      },
    ],
    build: { write: false, minify: false, modulePreload: false, rollupOptions: { input: ENTRY } },
  })
  const { chunks, initial } = splitChunks(result)
  const ids = (inInitial: boolean) =>
    chunks
      .filter((chunk: Rolldown.OutputChunk) => initial.has(chunk.fileName) === inInitial)
      .flatMap((chunk) => chunk.moduleIds)
  return { initial: ids(true), lazy: ids(false), all: chunks.flatMap((chunk) => chunk.moduleIds) }
}

const EVM_CODE = /\/node_modules\/(viem|ox|abitype|@wagmi)\/|\/packages\/evm\//
const SOLANA_OR_BITCOIN_CODE =
  /\/node_modules\/(@solana|@wallet-standard|sats-connect)\/|\/packages\/(solana|bitcoin)\//
const SOLANA_KIT = /\/node_modules\/@solana\/(kit|transactions|transaction-messages|codecs-core)\//

describe('the chunk graph of one-chain apps (Solana-, Bitcoin- and EVM-only)', () => {
  it('a Solana-only app loads no EVM code, and @solana/kit only lazily (the first send)', async () => {
    const graph = await moduleGraph(`
      import { createSigil } from ${source('../../core/src/index.ts')}
      import { solanaDevnet } from ${source('../../core/src/caip/networks/index.ts')}
      import { solana } from ${source('./index.ts')}
      export const client = createSigil({ projectId: 'p', networks: [solanaDevnet], adapters: [solana()] })
    `)
    expect(graph.all.filter((id) => EVM_CODE.test(id))).toEqual([])
    expect(graph.initial.some((id) => id.includes('/packages/solana/src/solanaAdapter.ts'))).toBe(true)
    expect(graph.initial.filter((id) => SOLANA_KIT.test(id))).toEqual([])
    expect(graph.lazy.some((id) => SOLANA_KIT.test(id))).toBe(true)
  }, 120_000)

  it('an EVM-only app loads no Solana or Bitcoin code', async () => {
    const graph = await moduleGraph(`
      import { createSigil } from ${source('../../core/src/index.ts')}
      import { mainnet } from ${source('../../core/src/caip/networks/index.ts')}
      import { evm } from ${source('../../evm/src/index.ts')}
      export const client = createSigil({ projectId: 'p', networks: [mainnet], adapters: [evm()] })
    `)
    expect(graph.all.some((id) => id.includes('/packages/evm/'))).toBe(true)
    expect(graph.all.filter((id) => SOLANA_OR_BITCOIN_CODE.test(id))).toEqual([])
  }, 120_000)

  it('a Bitcoin-only app loads no EVM code, and sats-connect only lazily (the first wallet call)', async () => {
    const graph = await moduleGraph(`
      import { createSigil } from ${source('../../core/src/index.ts')}
      import { bitcoin as mainnet } from ${source('../../core/src/caip/networks/index.ts')}
      import { bitcoin } from ${source('../../bitcoin/src/index.ts')}
      export const client = createSigil({ projectId: 'p', networks: [mainnet], adapters: [bitcoin()] })
    `)
    expect(graph.all.filter((id) => EVM_CODE.test(id))).toEqual([])
    expect(graph.initial.some((id) => id.includes('/packages/bitcoin/src/bitcoinAdapter.ts'))).toBe(true)
    // The wallet clients and address parsing load on the first connect.
    expect(graph.initial.filter((id) => id.includes('/packages/bitcoin/src/wallets/'))).toEqual([])
    expect(graph.initial.filter((id) => /\/node_modules\/(sats-connect|@sats-connect)\//.test(id))).toEqual(
      [],
    )
    expect(graph.lazy.some((id) => /\/node_modules\/(sats-connect|@sats-connect)\//.test(id))).toBe(true)
  }, 120_000)
})
