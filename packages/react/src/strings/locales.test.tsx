import { createMemoryLogSink, createTestClient } from '@sigil/test'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { cleanupModals, renderModal } from '../test/renderModal.js'

afterEach(async () => {
  await cleanupModals()
  vi.doUnmock('./locales/de.js')
  vi.resetModules()
})

function titleOf(shadow: ShadowRoot): string | null | undefined {
  const dialog = shadow.querySelector('[role="dialog"]')
  return shadow.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent
}

describe('the modal in the chosen language (issue 22)', () => {
  it('switches from English to German at run time with the modal open: the chunk loads, the view re-renders, lang follows', async () => {
    const { client } = createTestClient({ solana: false, locale: 'en' })
    const { element, shadow, open } = await renderModal(client)
    await open()
    await waitFor(() => expect(titleOf(shadow)).toBe('Connect wallet'))
    expect(element.getAttribute('lang')).toBe('en')
    expect(element.getAttribute('dir')).toBe('ltr')

    await act(async () => client.setLocale('de-AT'))
    await waitFor(() => expect(titleOf(shadow)).toBe('Wallet verbinden'))
    expect(element.getAttribute('lang')).toBe('de')
    expect(client.getState().modal.open).toBe(true)

    // And back, with nothing to load.
    await act(async () => client.setLocale('en'))
    await waitFor(() => expect(titleOf(shadow)).toBe('Connect wallet'))
  })

  it('Arabic loads its own chunk and turns the modal right to left', async () => {
    const { client } = createTestClient({ solana: false, locale: 'ar-EG' })
    const { element, shadow, open } = await renderModal(client)
    await open()
    await waitFor(() => expect(titleOf(shadow)).toBe('ربط المحفظة'))
    expect(element.getAttribute('lang')).toBe('ar')
    expect(element.getAttribute('dir')).toBe('rtl')
    await act(async () => client.setLocale('ja'))
    await waitFor(() => expect(titleOf(shadow)).toBe('ウォレットを接続'))
    expect(element.getAttribute('dir')).toBe('ltr')
  })

  it('in a right-to-left modal the address to receive on still reads left to right', async () => {
    const { client } = createTestClient({
      solana: false,
      evm: { connectors: [{ id: 'rabbit', type: 'ANNOUNCED', name: 'Rabbit', chain: 'eip155' }] },
      locale: 'ar',
    })
    await client.ready()
    await client.connect({ connectorId: 'rabbit', namespace: 'eip155' })
    const { element, screen } = await renderModal(client)
    await act(async () => client.open({ view: 'Receive' }))
    const address = await screen.findByTestId('receive-address')
    await waitFor(() => expect(element.getAttribute('dir')).toBe('rtl'))
    expect(address.closest('[dir]')?.getAttribute('dir')).toBe('ltr')
  })

  it("an app's overrides lay over a locale, and a locale Sigil does not ship speaks the app's words; Hebrew is right to left", async () => {
    const { client } = createTestClient({
      solana: false,
      locale: 'sw',
      messages: { sw: { 'title.Connect': 'Unganisha pochi' }, he: { 'title.Connect': 'חיבור ארנק' } },
    })
    const { element, shadow, open } = await renderModal(client)
    await open()
    await waitFor(() => expect(titleOf(shadow)).toBe('Unganisha pochi'))
    expect(element.getAttribute('lang')).toBe('sw')
    await act(async () => client.setLocale('he'))
    await waitFor(() => expect(titleOf(shadow)).toBe('חיבור ארנק'))
    expect(element.getAttribute('dir')).toBe('rtl')
  })

  it('a locale chunk that fails to load leaves the modal in English, with a warning in the log', async () => {
    vi.doMock('./locales/de.js', () => {
      throw new Error('chunk failed')
    })
    const { sink, records } = createMemoryLogSink()
    const { client } = createTestClient({
      solana: false,
      locale: 'en',
      logSink: sink,
    })
    const { shadow, open } = await renderModal(client)
    await open()
    await act(async () => client.setLocale('de'))
    await waitFor(() =>
      expect(
        records.some((record) => record.level === 'warn' && record.message.includes('de words did not load')),
      ).toBe(true),
    )
    expect(titleOf(shadow)).toBe('Connect wallet')
  })
})
