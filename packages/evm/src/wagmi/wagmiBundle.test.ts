import { fileURLToPath } from 'node:url'
import { bundlePage } from '@sigil/test/bundle'
import { describe, expect, it } from 'vitest'

const source = (path: string) => JSON.stringify(fileURLToPath(new URL(path, import.meta.url)))
// A storage key only @wagmi/core's connect and reconnect actions use: present iff wagmi was bundled.
const WAGMI_MARK = 'recentConnectorId'
// The preview's own check of its input, and the method viem's EIP-5792 action sends a batch with.
const PREVIEW_MARK = 'no call to preview'
const BATCH_MARK = 'wallet_sendCalls'

describe('the wagmi bridge is only in the pages that import it', () => {
  it('a page importing @sigil/evm bundles no wagmi; a page importing @sigil/evm/wagmi does, all of it after the first load', async () => {
    const plain = await bundlePage(`
      import { createSigil } from ${source('../../../core/src/index.ts')}
      import { base, mainnet } from ${source('../../../core/src/caip/networks/index.ts')}
      import { evm } from ${source('../index.ts')}
      export const client = createSigil({ projectId: 'p', networks: [mainnet, base], adapters: [evm()] })
    `)
    expect(`${plain.initial}\n${plain.lazy}`).not.toContain(WAGMI_MARK)

    const bridged = await bundlePage(`
      import { createSigil } from ${source('../../../core/src/index.ts')}
      import { mainnet } from ${source('../../../core/src/caip/networks/index.ts')}
      import { wagmiAdapter } from ${source('./index.ts')}
      export const client = createSigil({
        projectId: 'p',
        networks: [mainnet],
        adapters: [wagmiAdapter(globalThis.appWagmiConfig)],
      })
    `)
    // The bridge drives @wagmi/core's actions (and through them much of viem) from its own chunk,
    // as evm() does: the first load holds only its stand-in.
    for (const lazyOnly of [WAGMI_MARK, PREVIEW_MARK, BATCH_MARK]) {
      expect(bridged.initial).not.toContain(lazyOnly)
      expect(bridged.lazy).toContain(lazyOnly)
    }
  }, 60_000)
})
