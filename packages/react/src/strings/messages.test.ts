import * as core from '@sigil/core/internal'
import {
  createError,
  type ErrorDefinition,
  errorFromRpcCode,
  errorFromWalletRejection,
  USER_REJECTED_REQUEST,
} from '@sigil/core/internal'
import { createMemoryLogSink } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { BUTTON_MESSAGES } from './buttonMessages.js'
import { createTranslator } from './createTranslator.js'
import { english } from './english.js'
import { errorText } from './errorText.js'
import { MESSAGES } from './messages.js'

describe('the message table', () => {
  it('R-ERR-01 keeps the spec §8 English of every message shown to a person, word for word', () => {
    const catalogue = Object.values(core).filter(
      (value): value is ErrorDefinition =>
        typeof value === 'object' &&
        value !== null &&
        'code' in value &&
        'message' in value &&
        'kind' in value,
    )
    const shown = catalogue.filter((entry) => entry.kind !== 'thrown')
    expect(shown.length).toBeGreaterThan(5)
    for (const entry of shown)
      expect(MESSAGES[`error.${entry.code}` as keyof typeof MESSAGES]).toBe(entry.message)
    // Thrown messages the modal shows keep the catalogue's words too.
    for (const code of [
      'CONNECTION_REJECTED',
      'FAILED_TO_CONNECT',
      'SOMETHING_WENT_WRONG',
      'SWAPS_NETWORK_NOT_SUPPORTED',
      'GAS_PRICE_NETWORK_NOT_SUPPORTED',
    ] as const)
      expect(MESSAGES[`error.${code}`]).toBe(catalogue.find((entry) => entry.code === code)?.message)
    // The alerts the modal shows (AlertList, by code) keep the catalogue's title and description.
    const alerts = Object.values(core).filter(
      (value): value is typeof core.ALERT_RATE_LIMITED =>
        typeof value === 'object' && value !== null && 'title' in value && 'description' in value,
    )
    expect(alerts.length).toBe(12)
    for (const entry of alerts) {
      expect(MESSAGES[`alert.${entry.code}.title`]).toBe(entry.title)
      expect(MESSAGES[`alert.${entry.code}.description`]).toBe(entry.description)
    }
  })

  it('fills typed placeholders and picks plural forms through Intl.PluralRules', () => {
    expect(english('send.result.sent', { amount: '1.5', symbol: 'ETH' })).toBe('Sent 1.5 ETH')
    expect(english('approve.waiting', { count: 1 })).toBe('A request is waiting for your approval.')
    expect(english('approve.waiting', { count: 3 })).toBe('3 requests are waiting for approval.')
    expect(english('error.EMAIL_COOLDOWN', { seconds: 12 })).toBe('Please try again after 12 seconds')
    // @ts-expect-error a message with placeholders needs its parameters
    english('send.result.sent')
    // @ts-expect-error a placeholder may not be left out
    english('send.result.sent', { amount: '1' })
    // @ts-expect-error an unknown key is a type error
    english('send.nothing')
    // @ts-expect-error a plural needs its count
    english('approve.waiting', {})
  })

  it('is the seam for a locale: a table with the same keys, its plural rules, and overrides per key', () => {
    const pseudo = Object.fromEntries(
      Object.entries(MESSAGES).map(([key, message]) => [
        key,
        typeof message === 'string'
          ? `[${message}]`
          : Object.fromEntries(Object.entries(message).map(([form, text]) => [form, `[${text}]`])),
      ]),
    ) as unknown as typeof MESSAGES
    const t = createTranslator(pseudo, { locale: 'en', messages: { 'common.back': 'Return' } })
    expect(t('common.close')).toBe('[Close]')
    expect(t('common.back')).toBe('Return')
    expect(t('send.result.sent', { amount: '2', symbol: 'SOL' })).toBe('[Sent 2 SOL]')
    // Polish has more plural forms than English; the rules of the locale choose among them.
    const polish = createTranslator(
      {
        files: { one: '{count} plik', few: '{count} pliki', many: '{count} plików', other: '{count} pliku' },
      },
      { locale: 'pl' },
    )
    expect([1, 2, 5, 22].map((count) => polish('files', { count }))).toEqual([
      '1 plik',
      '2 pliki',
      '5 plików',
      '22 pliki',
    ])
  })
})

describe('errorText', () => {
  it('shows our words for a refused request (4001), never the wallet’s own text, and logs that text', () => {
    const { sink, records } = createMemoryLogSink()
    const refusal = errorFromWalletRejection({ code: 4001, message: 'User rejected the request.' })
    const text = errorText(english, refusal, 'error.generic', {
      logLevel: 'debug',
      logSink: sink,
    })
    expect(text).toBe('You declined the request in your wallet. Nothing was sent.')
    expect(text).not.toContain('User rejected')
    expect(records.map((record) => record.message).join()).toContain('User rejected the request.')
  })

  it('a wallet error with its own message reads as our words; an unknown failure as the fallback', () => {
    const odd = errorFromRpcCode(-32603, 'execution reverted: 0xdeadbeef internal stack')
    expect(errorText(english, odd)).toBe('Your wallet could not complete the request.')
    expect(errorText(english, new Error('socket hang up'), 'error.FAILED_TO_CONNECT')).toBe(
      'Failed to connect',
    )
    expect(errorText(english, createError(USER_REJECTED_REQUEST))).toBe(
      MESSAGES['error.USER_REJECTED_REQUEST'],
    )
  })

  it("issue 18: spreads the buttons' words in last, so V8 builds the table from one template (a spread first costs the modal 12 KiB of heap)", () => {
    const buttonKeys = Object.keys(BUTTON_MESSAGES)
    expect(Object.keys(MESSAGES).slice(-buttonKeys.length)).toEqual(buttonKeys)
    for (const key of buttonKeys)
      expect(MESSAGES[key as keyof typeof BUTTON_MESSAGES]).toBe(
        BUTTON_MESSAGES[key as keyof typeof BUTTON_MESSAGES],
      )
  })
})
