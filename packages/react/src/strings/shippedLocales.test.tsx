import { createTestClient } from '@sigil/test'
import { waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { cleanupModals, renderModal } from '../test/renderModal.js'

afterEach(async () => {
  await cleanupModals()
})

function titleOf(shadow: ShadowRoot): string | null | undefined {
  const dialog = shadow.querySelector('[role="dialog"]')
  return shadow.getElementById(dialog?.getAttribute('aria-labelledby') ?? '')?.textContent
}

describe('he, ru, uk, hi, ko, th, zh-CN and zh-TW in the modal (issue 22)', () => {
  // First: each locale below loads once per file, and this needs Ukrainian not loaded yet.
  it('words read from state follow a locale whose chunk arrives after the state: the live region says "connected" in Ukrainian', async () => {
    const { client } = createTestClient({
      solana: false,
      evm: { connectors: [{ id: 'rabbit', type: 'ANNOUNCED', name: 'Rabbit', chain: 'eip155' }] },
      locale: 'uk',
    })
    await client.ready()
    await client.connect({ connectorId: 'rabbit', namespace: 'eip155' })
    const { shadow, screen, open } = await renderModal(client)
    await open()
    await waitFor(() => expect(titleOf(shadow)).toBe('Акаунт'))
    await waitFor(() => expect(screen.getByTestId('live-region').textContent).toBe('Підключено'))
  })

  it.each([
    ['he-IL', 'he', 'rtl', 'חיבור ארנק'],
    ['iw', 'he', 'rtl', 'חיבור ארנק'],
    ['ru-RU', 'ru', 'ltr', 'Подключить кошелёк'],
    ['uk-UA', 'uk', 'ltr', 'Підключити гаманець'],
    ['hi-IN', 'hi', 'ltr', 'वॉलेट कनेक्ट करें'],
    ['ko-KR', 'ko', 'ltr', '지갑 연결'],
    ['th-TH', 'th', 'ltr', 'เชื่อมต่อกระเป๋าเงิน'],
    ['zh', 'zh-CN', 'ltr', '连接钱包'],
    ['zh-SG', 'zh-CN', 'ltr', '连接钱包'],
    ['zh-TW', 'zh-TW', 'ltr', '連結錢包'],
    ['zh-HK', 'zh-TW', 'ltr', '連結錢包'],
  ])(
    'a page asking for %s reads %s (%s): its chunk loads and titles the dialog',
    async (asked, locale, dir, title) => {
      const { client } = createTestClient({ solana: false, locale: asked })
      const { element, shadow, open } = await renderModal(client)
      await open()
      await waitFor(() => expect(titleOf(shadow)).toBe(title))
      expect(element.getAttribute('lang')).toBe(locale)
      expect(element.getAttribute('dir')).toBe(dir)
    },
  )
})
