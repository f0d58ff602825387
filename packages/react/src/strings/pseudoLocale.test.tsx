import type { View } from '@sigil/core'
import { createTestClient } from '@sigil/test'
import { act, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupModals, renderModal } from '../test/renderModal.js'
import { createPseudoLocale, PSEUDO_OPEN } from './test/pseudoLocale.js'

afterEach(cleanupModals)

/** What a view shows that is data, not words: names of wallets and networks, addresses, amounts, symbols. */
const DATA = [
  /^Rabbit$/,
  /^(Ethereum|Base|Ether)$/,
  /^(0x)?(?=.*\d)[0-9a-f…]{6,}$/i,
  /^[\d.,\s]*(ETH)?$/,
  /^ETH$/,
  /^[A-Z]$/,
]
const WORD_ATTRIBUTES = ['aria-label', 'title', 'placeholder', 'alt']

/** The words a person reads or hears in the modal that did not come through the table. */
function unwrapped(shadow: ShadowRoot): string[] {
  const texts: string[] = []
  const walker = document.createTreeWalker(shadow, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    if (node.parentElement?.closest('style, script, [aria-hidden="true"]')) continue
    texts.push(node.textContent ?? '')
  }
  for (const element of shadow.querySelectorAll('*'))
    for (const name of WORD_ATTRIBUTES) {
      const value = element.getAttribute(name)
      if (value) texts.push(value)
    }
  return texts
    .map((text) => text.trim())
    .filter((text) => /\p{L}/u.test(text))
    .map((text) => text.replace(/⟦[^⟧]*⟧/g, '').trim())
    .filter((text) => /\p{L}/u.test(text) && !DATA.some((pattern) => pattern.test(text)))
}

async function renderPseudo(connected: boolean) {
  const test = createTestClient({
    solana: false,
    evm: {
      connectors: [{ id: 'rabbit', type: 'ANNOUNCED', name: 'Rabbit', chain: 'eip155' }],
      balance: { balance: '2.5', symbol: 'ETH' },
    },
    locale: 'en-XA',
    messages: { 'en-XA': createPseudoLocale() },
  })
  await test.client.ready()
  if (connected) await test.client.connect({ connectorId: 'rabbit', namespace: 'eip155' })
  const rendered = await renderModal(test.client)
  return { ...test, ...rendered }
}

describe('the pseudo-locale (issue 22)', () => {
  // Each view with something only its body shows, so the check runs on the loaded view, not its title alone.
  it.each<[View, boolean, string]>([
    ['Connect', false, 'Rabbit'],
    ['Networks', false, 'Base'],
    ['Account', true, '2.500'],
    ['Networks', true, 'Base'],
    ['Receive', true, '0x1111111111111111111111111111111111111111'],
    ['Send', true, 'Ámóúnt'],
  ])('%s (connected: %s) shows no words that escaped the message table', async (view, connected, shown) => {
    const { client, shadow } = await renderPseudo(connected)
    await act(async () => client.open({ view }))
    await waitFor(() => expect(shadow.querySelector('[role="dialog"]')?.textContent).toContain(shown), {
      timeout: 4000,
    })
    expect(shadow.querySelector('[role="dialog"]')?.textContent).toContain(PSEUDO_OPEN)
    expect(client.getState().locale).toBe('en-XA')
    expect(unwrapped(shadow)).toEqual([])
  })
})
