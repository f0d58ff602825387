import { createTestClient } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import QRCode from 'qrcode'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanupModals, renderModal } from '../../test/renderModal.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'

afterEach(async () => {
  await cleanupModals()
  vi.unstubAllGlobals()
})

async function openReceive() {
  const test = createTestClient({
    solana: false,
    evm: { connectors: [{ id: 'rabbit', type: 'ANNOUNCED', name: 'Rabbit', chain: 'eip155' }] },
  })
  await test.client.ready()
  await test.client.connect({ connectorId: 'rabbit', namespace: 'eip155' })
  const rendered = await renderModal(test.client)
  await act(async () => test.client.open({ view: 'Receive' }))
  await rendered.screen.findByTestId('receive-address')
  return { ...test, ...rendered }
}

/** Reads the dark modules back out of the drawn SVG path (`M{x} {y}h{n}v1h-{n}z` runs). */
function modulesDrawn(svg: SVGElement): { size: number; dark: Set<string> } {
  const size = Number(svg.getAttribute('data-modules'))
  const d = svg.querySelector('path')?.getAttribute('d') ?? ''
  const dark = new Set<string>()
  for (const [, x, y, run] of d.matchAll(/M(\d+) (\d+)h(\d+)v1h-\d+z/g))
    for (let i = 0; i < Number(run); i++) dark.add(`${Number(y)},${Number(x) + i}`)
  return { size, dark }
}

describe('Receive', () => {
  it('R-ACCT-06 shows the whole connected address, the network and what can be sent to it', async () => {
    const { screen } = await openReceive()
    expect(screen.getByTestId('receive-address').textContent).toBe(ADDRESS)
    expect(screen.getByText('Ethereum')).toBeTruthy()
    expect(
      screen.getByText(
        'Send only ETH and tokens on Ethereum to this address. Assets sent from another network can be lost.',
      ),
    ).toBeTruthy()
  })

  it('R-ACCT-06 the QR code drawn is, module for module, the QR code of the address', async () => {
    const { shadow } = await openReceive()
    const svg = shadow.querySelector<SVGElement>('svg.sigil-qr')
    if (!svg) throw new Error('no QR code')
    expect(svg.getAttribute('aria-label')).toBe(`QR code of the address ${ADDRESS}`)
    const drawn = modulesDrawn(svg)
    const expected = QRCode.create(ADDRESS, { errorCorrectionLevel: 'M' }).modules
    expect(drawn.size).toBe(expected.size)
    const wanted = new Set<string>()
    for (let row = 0; row < expected.size; row++)
      for (let column = 0; column < expected.size; column++)
        if (expected.get(row, column)) wanted.add(`${row},${column}`)
    expect(drawn.dark).toEqual(wanted)
    // The code of any other address differs: the picture depends on the payload.
    const other = QRCode.create(ADDRESS.replace('1111', 'abcd'), { errorCorrectionLevel: 'M' }).modules
    let differences = 0
    for (let row = 0; row < other.size; row++)
      for (let column = 0; column < other.size; column++)
        if (Boolean(other.get(row, column)) !== drawn.dark.has(`${row},${column}`)) differences++
    expect(differences).toBeGreaterThan(0)
    // Whole pixels per module, quiet zone included: sharp edges.
    expect(Number(svg.getAttribute('width')) % (expected.size + 4)).toBe(0)
  })

  it('R-ACCT-06 the copy button writes the address to the clipboard and says so', async () => {
    const writeText = vi.fn(async (_text: string) => undefined)
    vi.stubGlobal('navigator', { ...navigator, clipboard: { writeText } })
    const { screen } = await openReceive()
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Address copied to the clipboard'),
    )
    expect(writeText).toHaveBeenCalledWith(ADDRESS)
    expect(screen.getByRole('button', { name: 'Copied' })).toBeTruthy()
  })

  it('R-ACCT-06 a clipboard that refuses says the copy failed', async () => {
    vi.stubGlobal('navigator', {
      ...navigator,
      clipboard: { writeText: async () => Promise.reject(new Error('denied')) },
    })
    const { screen } = await openReceive()
    fireEvent.click(screen.getByRole('button', { name: 'Copy address' }))
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe('Could not copy: select the address and copy it'),
    )
    expect(screen.getByRole('button', { name: 'Copy address' })).toBeTruthy()
  })
})
