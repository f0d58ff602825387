import { fileURLToPath } from 'node:url'
import { bundlePage } from '@sigil/test/bundle'
import { describe, expect, it } from 'vitest'

const source = (path: string) => JSON.stringify(fileURLToPath(new URL(path, import.meta.url)))

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
