import type { Connector } from '@sigil/core'
import { DEBOUNCE_MS, errorFromRpcCode } from '@sigil/core/internal'
import { HttpStatusError } from '@sigil/core/services'
import { createTestClient } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupModals, renderModal } from '../../test/renderModal.js'
import { fixtureSwapService } from './test/swapFixtures.js'

afterEach(cleanupModals)

const rabbit: Connector = { id: 'Rabbit', type: 'ANNOUNCED', name: 'Rabbit', chain: 'eip155' }

/** The English sentences core used to put in state: none may reach a German modal. */
const ENGLISH = [/rejected/, /refused/, /unavailable/, /Something went wrong/, /Insufficient/, /valid amount/]

/** Swap in a German modal; the wallet refuses to send, the service is changed by `change`. */
async function openSwapInGerman(
  change?: (service: ReturnType<typeof fixtureSwapService>['service']) => void,
) {
  const fixture = fixtureSwapService()
  change?.(fixture.service)
  const test = createTestClient({
    solana: false,
    evm: { connectors: [rabbit] },
    locale: 'de',
  })
  Object.assign(test.evm, {
    async sendTransaction() {
      throw errorFromRpcCode(4001, 'User rejected the request.')
    },
  })
  await test.client.ready()
  await test.client.connect({ connectorId: 'Rabbit', namespace: 'eip155' })
  const rendered = await renderModal(test.client, { swapService: async () => fixture.service })
  await act(async () => test.client.open({ view: 'Swap' }))
  const input = await rendered.screen.findByLabelText('Du zahlst')
  const typeAmount = async (text: string) => {
    await act(async () => fireEvent.change(input, { target: { value: text } }))
  }
  const noEnglish = () => {
    for (const sentence of ENGLISH) expect(rendered.shadow.textContent ?? '').not.toMatch(sentence)
  }
  return { ...test, ...rendered, typeAmount, noEnglish }
}

describe('Swap speaks the modal’s language on its failure paths (issue 22)', () => {
  it('R-ACCT-04 in German: a wrong amount on the field and the button, a refusal in the wallet', async () => {
    const { screen, shadow, clock, typeAmount, noEnglish } = await openSwapInGerman()
    await typeAmount('2')
    expect(shadow.querySelector('[data-tone="error"]')?.textContent).toBe('Nicht genug ETH')
    await typeAmount('abc')
    expect(screen.getByRole('button', { name: 'Gib einen gültigen Betrag ein' })).toBeTruthy()
    noEnglish()
    await typeAmount('0.1')
    await act(async () => clock.advance(DEBOUNCE_MS))
    const swap = await screen.findByRole('button', { name: 'Tauschen' })
    await waitFor(() => expect((swap as HTMLButtonElement).disabled).toBe(false))
    await act(async () => fireEvent.click(swap))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Du hast die Anfrage in deiner Wallet abgelehnt',
    )
    noEnglish()
  })

  it('R-ERR-23 in German: the swap service refusing a quote, its reason only after our words', async () => {
    const { screen, clock, typeAmount, noEnglish } = await openSwapInGerman((service) => {
      service.getSwapQuote = async () => {
        throw new HttpStatusError({
          status: 400,
          body: { message: 'insufficient liquidity' },
          url: 'http://127.0.0.1:1/',
        })
      }
    })
    await typeAmount('0.1')
    await act(async () => clock.advance(DEBOUNCE_MS))
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Der Tauschdienst hat abgelehnt: insufficient liquidity',
    )
    noEnglish()
  })
})
