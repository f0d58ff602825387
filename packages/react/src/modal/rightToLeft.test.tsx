import type { Connector } from '@sigil/core'
import { createTestClient, testMainnet } from '@sigil/test'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'

import { cleanupModals, renderModal } from '../test/renderModal.js'

afterEach(cleanupModals)

const rabbit: Connector = { id: 'Rabbit', type: 'ANNOUNCED', name: 'Rabbit', chain: 'eip155' }

/** Every rule of the stylesheets the modal's shadow root carries. */
function modalCss(shadow: ShadowRoot): string {
  const sheets = [
    ...shadow.adoptedStyleSheets,
    ...[...shadow.querySelectorAll('style')].map((style) => style.sheet),
  ]
  return sheets
    .flatMap((sheet) => (sheet ? [...sheet.cssRules] : []))
    .map((rule) => rule.cssText)
    .join('\n')
}

/** The physical left/right properties a mirrored layout must not use (centring with left:50% aside). */
const PHYSICAL =
  /(?:^|[;{\s])(?:margin|padding|border)-(?:left|right)\b|text-align:\s*(?:left|right)\b|(?:^|[;{\s])(?:left|right):\s*(?!50%)[-\d]/

describe('right to left (issue 22)', () => {
  it('in Arabic the back control is mirrored, the address and the balance stay left to right', async () => {
    const { client } = createTestClient({
      solana: false,
      evm: { connectors: [rabbit], balance: { balance: '10000.6998', symbol: 'ETH' } },
      networks: [testMainnet],
      locale: 'ar',
    })
    await client.ready()
    await client.connect({ connectorId: 'Rabbit', namespace: 'eip155' })
    await client.refreshBalance('eip155')
    const { element, shadow, screen } = await renderModal(client)
    await act(async () => client.open())
    await waitFor(() => expect(element.getAttribute('dir')).toBe('rtl'))

    // The account's name (its short address) and its balance read left to right.
    const address = await waitFor(() => {
      const name = shadow.querySelector('.sigil-account__name')
      if (!name) throw new Error('no account yet')
      return name
    })
    expect(address?.textContent).toMatch(/^0x[0-9a-fA-F]{4}…[0-9a-fA-F]{4}/)
    expect(address?.closest('[dir]')?.getAttribute('dir')).toBe('ltr')
    const balance = await screen.findByText('10,000.700 ETH')
    expect(balance.closest('[dir]')?.getAttribute('dir')).toBe('ltr')

    // The back arrow turns round: it carries the mirror class, and the sheet turns that class in rtl.
    await act(async () => client.router.push('Networks'))
    const back = await waitFor(() => {
      const button = shadow.querySelector<HTMLButtonElement>('.sigil-header button')
      if (!button?.querySelector('svg')) throw new Error('no back control yet')
      return button
    })
    expect(back.querySelector('svg')?.classList.contains('sigil-mirror')).toBe(true)
    const css = modalCss(shadow)
    expect(css).toMatch(/:host\(\[dir="?rtl"?\]\)\s*\.sigil-mirror\s*\{\s*transform:\s*scaleX\(-1\)/)
  })

  it('the modal’s, the toasts’ and the sheet’s styles use logical properties only', async () => {
    const { client } = createTestClient({ solana: false, locale: 'ar' })
    const { shadow, open } = await renderModal(client)
    await open()
    const css = modalCss(shadow)
    // Read for real: the sheets are there and keep the logical properties.
    expect(css).toContain('padding-inline')
    expect(css).toContain('inset-inline-end')
    const offending = css.split('\n').filter((rule) => PHYSICAL.test(rule))
    expect(offending).toEqual([])
  })
})
