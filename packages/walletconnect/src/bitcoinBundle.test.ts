import { fileURLToPath } from 'node:url'
import { gzipSync } from 'node:zlib'
import { bundlePage } from '@sigil/test/bundle'
import { describe, expect, it } from 'vitest'

const source = (path: string) => JSON.stringify(fileURLToPath(new URL(path, import.meta.url)))
const page = (withBitcoinFace: boolean) => `
  import { createSigil } from ${source('../../core/src/index.ts')}
  import { bitcoin as btc } from ${source('../../core/src/caip/networks/index.ts')}
  import { bitcoin } from ${source('../../bitcoin/src/index.ts')}
  import { walletConnect${withBitcoinFace ? ', walletConnectBitcoin' : ''} } from ${source('./index.ts')}
  export const client = createSigil({
    projectId: 'p',
    networks: [btc],
    adapters: [bitcoin()],
    connectors: [walletConnect({
      projectId: 'p',
      relayUrl: 'ws://127.0.0.1:1/relay',
      metadata: { name: 'a', description: 'a', url: 'http://127.0.0.1', icons: [] },
      ${withBitcoinFace ? 'namespaces: { bitcoin: walletConnectBitcoin },' : ''}
    })],
  })
`

const gzipKiB = (code: string) => gzipSync(code).length / 1024

describe('what Bitcoin over WalletConnect adds to a page up front', () => {
  it('the SDK and the bip122 calls are out of the initial JS (lazy chunks); the Bitcoin face adds at most 0.6 KiB gzip', async () => {
    const [without, withFace] = await Promise.all([
      bundlePage(page(false), { minify: true, browser: true }),
      bundlePage(page(true), { minify: true, browser: true }),
    ])
    // Strings only the SDK has, and one only the bip122 calls have.
    for (const lazyOnly of ['wc_sessionPropose', 'irn_subscribe', 'returned no signed PSBT']) {
      expect(withFace.initial).not.toContain(lazyOnly)
      expect(withFace.lazy).toContain(lazyOnly)
    }
    // The face itself is up front: the adapter lists WalletConnect among its wallets at once.
    expect(withFace.initial).toContain('bitcoin:signTransaction')
    const added = gzipKiB(withFace.initial) - gzipKiB(without.initial)
    console.log(
      `initial JS of a Bitcoin page with WalletConnect: +${added.toFixed(2)} KiB gzip for the Bitcoin face`,
    )
    expect(added).toBeLessThanOrEqual(0.6)
  }, 180_000)
})
