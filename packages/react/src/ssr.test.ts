import { createTestClient } from '@sigil/test'
import { createElement } from 'react'
import { renderToString } from 'react-dom/server'
import { describe, expect, it } from 'vitest'

describe('server rendering', () => {
  it('imports without a DOM and renders ConnectButton to a string', async () => {
    expect(typeof window).toBe('undefined')
    expect(typeof customElements).toBe('undefined')
    const sigil = await import('./index.js')
    sigil.defineSigilModal()
    const { client } = createTestClient({ solana: false })
    const html = renderToString(
      createElement(sigil.SigilProvider, { client }, createElement(sigil.ConnectButton)),
    )
    expect(html).toContain('>Connect</button>')
  })
})
