import { createFakeAuthConnector, createTestClient } from '@sigil/test'
import { act } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupModals, renderModal } from '../../test/renderModal.js'

afterEach(cleanupModals)

async function openFarcaster(isMobile: boolean) {
  const auth = createFakeAuthConnector()
  // The Farcaster app has not answered yet.
  auth.steer.connectFarcaster = () => new Promise<void>(() => {})
  const test = createTestClient({ solana: false, ...auth.config, isMobile: () => isMobile })
  await test.client.ready()
  await import('./ConnectingFarcasterView.js')
  const rendered = await renderModal(test.client)
  await act(async () => test.client.open({ view: 'ConnectingFarcaster' }))
  const link = await rendered.screen.findByRole('link', { name: 'Open Farcaster' })
  return { ...rendered, link }
}

describe('ConnectingFarcaster', () => {
  it('R-EMBED-11 on a computer: the sign-in URL as a QR code to scan with the phone, and as a link', async () => {
    const { screen, link } = await openFarcaster(false)
    expect(screen.getByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeTruthy()
    expect(screen.getByText(/Scan with your phone/)).toBeTruthy()
    expect(link.getAttribute('href')).toBe('http://127.0.0.1:8601/farcaster/channel-1')
    expect(link.className).toContain('sigil-button--secondary')
  })

  it('R-EMBED-11 on a phone: no code to scan with the phone in hand; opening Farcaster here is the way', async () => {
    const { screen, link } = await openFarcaster(true)
    expect(screen.queryByRole('img', { name: 'QR code to sign in with Farcaster' })).toBeNull()
    expect(screen.queryByText(/Scan with your phone/)).toBeNull()
    expect(screen.getByText('Open Farcaster on this phone and approve the sign-in.')).toBeTruthy()
    expect(link.getAttribute('href')).toBe('http://127.0.0.1:8601/farcaster/channel-1')
    expect(link.className).toContain('sigil-button--primary')
  })
})
