import { fileURLToPath } from 'node:url'
import { bundlePage } from '@sigil/test/bundle'
import { describe, expect, it } from 'vitest'

const source = (path: string) => JSON.stringify(fileURLToPath(new URL(path, import.meta.url)))

describe('where the modal data sources load', () => {
  it('R-PERF-01 the registry and blockchain clients come with the modal lazy code, never with the page', async () => {
    const { initial, lazy } = await bundlePage(`
      import { createSigil } from ${source('../../../../core/src/index.ts')}
      import { mainnet } from ${source('../../../../core/src/caip/networks/index.ts')}
      import { ConnectButton, mountSigil } from ${source('../../index.ts')}
      const client = createSigil({
        projectId: 'p',
        networks: [mainnet],
        services: { registryUrl: 'http://127.0.0.1:1/registry', blockchainUrl: 'http://127.0.0.1:1/blockchain' },
      })
      mountSigil(client)
      export { ConnectButton }
    `)
    expect(initial).toContain('sigil-modal')
    for (const call of ['/getWallets', '/history', '/balance']) {
      expect(initial).not.toContain(call)
      expect(lazy).toContain(call)
    }
  }, 60_000)
})

describe('what a page with a button and a closed modal loads up front', () => {
  it('R-PERF-01 no view, dialog or modal style code: only the element, the button and the core client', async () => {
    const { initial, lazy } = await bundlePage(`
      import { createSigil } from ${source('../../../../core/src/index.ts')}
      import { mainnet } from ${source('../../../../core/src/caip/networks/index.ts')}
      import { ConnectButton, mountSigil } from ${source('../../index.ts')}
      import { createElement } from 'react'
      const client = createSigil({ projectId: 'p', networks: [mainnet] })
      mountSigil(client)
      globalThis.button = createElement(ConnectButton)
    `)
    expect(initial).toContain('data-sigil-connect-button')
    // The closed button's few words are in the first load; the rest of the message table is not.
    expect(initial).toContain('Connecting…')
    // View titles, a view's own text, the dialog's markup and the modal's style sheet.
    for (const marker of [
      'Connect wallet',
      'Continue in',
      'You declined the request in your wallet',
      'aria-modal',
      '.sigil-overlay',
    ]) {
      expect(initial).not.toContain(marker)
      expect(lazy).toContain(marker)
    }
  }, 60_000)
})
