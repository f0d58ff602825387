import type { Connector } from '@sigil/core'
import { DEBOUNCE_MS } from '@sigil/core/internal'
import type { OnrampProvider } from '@sigil/core/onramp'
import { HttpStatusError } from '@sigil/core/services'
import { createTestClient } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupModals, renderModal } from '../../test/renderModal.js'
import { fixtureOnrampProvider } from './test/onrampFixtures.js'

afterEach(cleanupModals)

const rabbit: Connector = { id: 'Rabbit', type: 'ANNOUNCED', name: 'Rabbit', chain: 'eip155' }

/** The English sentences core used to put in state: none may reach a German modal. */
const ENGLISH = [
  /refused/,
  /unavailable/,
  /Something went wrong/,
  /minimum by/,
  /maximum by/,
  /can be bought/,
]

/** Buy in a German modal, with the fixture provider or one whose service is changed by `change`. */
async function openBuyInGerman(change?: (service: Awaited<ReturnType<OnrampProvider['load']>>) => void) {
  const fixture = fixtureOnrampProvider()
  const provider: OnrampProvider = {
    ...fixture.provider,
    load: async () => {
      const service = await fixture.provider.load()
      change?.(service)
      return service
    },
  }
  const test = createTestClient({ solana: false, evm: { connectors: [rabbit] }, locale: 'de' })
  await test.client.ready()
  await test.client.connect({ connectorId: 'Rabbit', namespace: 'eip155' })
  const rendered = await renderModal(test.client, { onrampProviders: [provider] })
  await act(async () => test.client.open({ view: 'OnRamp' }))
  const text = () => rendered.shadow.textContent ?? ''
  const noEnglish = () => {
    for (const sentence of ENGLISH) expect(text()).not.toMatch(sentence)
  }
  return { ...test, ...rendered, text, noEnglish }
}

describe('Buy speaks the modal’s language on its failure paths (issue 22)', () => {
  it('R-ACCT-28 in German: an amount over the card limit, with the limit as German writes money', async () => {
    const { screen, shadow, clock, noEnglish } = await openBuyInGerman()
    const amount = await screen.findByLabelText('Du zahlst')
    await act(async () => fireEvent.change(amount, { target: { value: '9000' } }))
    await act(async () => clock.advance(DEBOUNCE_MS))
    expect(shadow.querySelector('[data-tone="error"]')?.textContent).toBe(
      'Das Maximum per Karte ist 7.500,00 USD',
    )
    await act(async () => fireEvent.change(amount, { target: { value: '12.505' } }))
    expect(shadow.querySelector('[data-tone="error"]')?.textContent).toBe('Höchstens 2 Nachkommastellen')
    noEnglish()
  })

  it('R-ERR-23 in German: a provider that refuses says so in German, its own reason only after our words', async () => {
    const { screen, noEnglish } = await openBuyInGerman((service) => {
      service.getOnrampOptions = async () => {
        throw new HttpStatusError({
          status: 400,
          body: { message: 'region blocked' },
          url: 'http://127.0.0.1:1/',
        })
      }
    })
    const alert = await screen.findByRole('alert')
    expect(alert.textContent).toBe('Der Anbieter hat abgelehnt: region blocked')
    expect(screen.getByRole('button', { name: 'Erneut versuchen' })).toBeTruthy()
    noEnglish()
  })

  it('R-ACCT-05 in German: a provider with nothing on this network, and one that is down', async () => {
    const nothing = await openBuyInGerman((service) => {
      const options = service.getOnrampOptions
      service.getOnrampOptions = async () => ({ ...(await options()), purchaseCurrencies: [] })
    })
    await waitFor(() => expect(nothing.text()).toContain('Auf Ethereum kann noch nichts gekauft werden'))
    expect(nothing.text()).toContain('Hier gibt es nichts zu kaufen')
    nothing.noEnglish()
    await cleanupModals()

    const down = await openBuyInGerman((service) => {
      service.getOnrampOptions = async () => {
        throw new HttpStatusError({ status: 503, body: {}, url: 'http://127.0.0.1:1/' })
      }
    })
    expect((await down.screen.findByRole('alert')).textContent).toBe(
      'Der Anbieter ist nicht erreichbar (503)',
    )
    down.noEnglish()
  })
})
