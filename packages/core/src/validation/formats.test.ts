import { describe, expect, it } from 'vitest'
import { isSigilError } from '../errors/SigilError.js'
import { isValidAccountName } from './accountName.js'
import { chainIdToCoinType } from './coinType.js'
import { isEmail } from './email.js'
import { truncateEmail } from './emailDisplay.js'
import { isRegisteredAccountName, stripAccountNameSuffix, toRegisteredAccountName } from './nameSuffix.js'
import { isOtp } from './otp.js'
import { assertSendForm, assertSendNamespace } from './sendForm.js'
import { isSignedMessage } from './signedMessage.js'
import { isSocialProvider } from './socialProvider.js'
import { assertThemeMode, isThemeMode } from './themeMode.js'
import { isTransactionHash } from './transactionHash.js'

function codeOf(run: () => unknown): string | undefined {
  try {
    run()
  } catch (error) {
    return isSigilError(error) ? error.code : 'not a SigilError'
  }
  return undefined
}

describe('format checks', () => {
  it('R-CORE-14 a transaction hash is 0x and exactly 64 hex characters', () => {
    expect(isTransactionHash(`0x${'aB'.repeat(32)}`)).toBe(true)
    expect(isTransactionHash(`0x${'a'.repeat(63)}`)).toBe(false)
    expect(isTransactionHash(`0x${'a'.repeat(65)}`)).toBe(false)
    expect(isTransactionHash('a'.repeat(64))).toBe(false)
    expect(isTransactionHash(`0x${'g'.repeat(64)}`)).toBe(false)
  })

  it('R-CORE-15 a signed message is 0x and at least 62 hex characters', () => {
    expect(isSignedMessage(`0x${'a'.repeat(62)}`)).toBe(true)
    expect(isSignedMessage(`0x${'f'.repeat(130)}`)).toBe(true)
    expect(isSignedMessage(`0x${'a'.repeat(61)}`)).toBe(false)
    expect(isSignedMessage('b'.repeat(64))).toBe(false)
  })

  it.each(['ada@example.com', 'a.b+tag@mail.example.org', 'x@y.io'])(
    'R-CORE-16 accepts the email %s',
    (email) => {
      expect(isEmail(email)).toBe(true)
    },
  )

  it.each([
    '',
    'ada',
    'ada@',
    '@example.com',
    'ada@example',
    'a da@example.com',
    'ada@ex..com',
    'ada@-x.com',
    42,
  ])('R-CORE-16 rejects the email %j', (email) => {
    expect(isEmail(email)).toBe(false)
  })

  it('R-UI-18 an email over 30 characters shows its first characters and an ellipsis', () => {
    const thirty = `${'a'.repeat(18)}@example.com`
    expect(thirty).toHaveLength(30)
    expect(truncateEmail(thirty)).toBe(thirty)
    const thirtyOne = `b${thirty}`
    expect(truncateEmail(thirtyOne)).toBe(`${thirtyOne.slice(0, 28)}…`)
  })

  it('R-CORE-17 an OTP is a string', () => {
    expect(isOtp('123456')).toBe(true)
    expect(isOtp('')).toBe(true)
    expect(isOtp(123456)).toBe(false)
    expect(isOtp(undefined)).toBe(false)
  })

  it('R-CORE-18 social providers, with farcaster only from the remote list', () => {
    for (const provider of ['google', 'github', 'apple', 'facebook', 'x', 'discord'])
      expect(isSocialProvider(provider)).toBe(true)
    expect(isSocialProvider('farcaster')).toBe(false)
    expect(isSocialProvider('farcaster', { remote: true })).toBe(true)
    expect(isSocialProvider('twitter', { remote: true })).toBe(false)
    expect(isSocialProvider('Google')).toBe(false)
  })

  it('R-CORE-19 the theme mode is light or dark', () => {
    expect(isThemeMode('light')).toBe(true)
    expect(assertThemeMode('dark')).toBe('dark')
    expect(isThemeMode('system')).toBe(false)
    expect(codeOf(() => assertThemeMode('auto'))).toBe('INVALID_INPUT')
  })

  it('R-ACCT-18 an account name is letters, digits and hyphens, at least 4 long', () => {
    expect(isValidAccountName('ab-1')).toBe(true)
    expect(isValidAccountName('Alice2024')).toBe(true)
    expect(isValidAccountName('abc')).toBe(false)
    expect(isValidAccountName('ab_1')).toBe(false)
    expect(isValidAccountName('ab.c1')).toBe(false)
  })

  it('R-ACCT-34 both the current and the legacy suffix count as account names', () => {
    expect(isRegisteredAccountName('alice.reown.id')).toBe(true)
    expect(isRegisteredAccountName('alice.wcn.id')).toBe(true)
    expect(isRegisteredAccountName('alice.eth')).toBe(false)
    expect(isRegisteredAccountName('.reown.id')).toBe(false)
    expect(toRegisteredAccountName('alice')).toBe('alice.reown.id')
    expect(stripAccountNameSuffix('alice.wcn.id')).toBe('alice')
  })

  it('R-CORE-09 a chain id below 2^31 converts to its coin type', () => {
    expect(chainIdToCoinType(2147483647)).toBe(0xffffffff)
    expect(chainIdToCoinType(8453)).toBe(2147492101)
    expect(chainIdToCoinType(0)).toBe(0x80000000)
  })

  it('R-CORE-09 a chain id of 2^31 or more throws', () => {
    expect(codeOf(() => chainIdToCoinType(2147483648))).toBe('INVALID_COIN_TYPE_CHAIN_ID')
    expect(() => chainIdToCoinType(2147483648)).toThrow('Chain id 2147483648 is too large')
    expect(codeOf(() => chainIdToCoinType(-1))).toBe('INVALID_INPUT')
    expect(codeOf(() => chainIdToCoinType(1.5))).toBe('INVALID_INPUT')
  })

  it('R-ACCT-19 send needs a token, an amount and a receiver', () => {
    const form = { token: { symbol: 'ETH' }, sendTokenAmount: '1', receiverAddress: '0xabc' }
    expect(codeOf(() => assertSendForm(form))).toBeUndefined()
    expect(codeOf(() => assertSendForm({ ...form, token: undefined }))).toBe('SEND_TOKEN_REQUIRED')
    expect(codeOf(() => assertSendForm({ ...form, sendTokenAmount: '' }))).toBe(
      'SEND_AMOUNT_AND_RECEIVER_REQUIRED',
    )
    expect(codeOf(() => assertSendForm({ ...form, receiverAddress: undefined }))).toBe(
      'SEND_AMOUNT_AND_RECEIVER_REQUIRED',
    )
    expect(() => assertSendForm({ ...form, receiverAddress: '' })).toThrow(
      'An amount and receiver address are required',
    )
  })

  it('R-ACCT-23 only eip155 and solana can send; bip122 gives Unsupported chain', () => {
    expect(codeOf(() => assertSendNamespace('eip155'))).toBeUndefined()
    expect(codeOf(() => assertSendNamespace('solana'))).toBeUndefined()
    expect(codeOf(() => assertSendNamespace('bip122'))).toBe('SEND_UNSUPPORTED_CHAIN')
    expect(() => assertSendNamespace('polkadot')).toThrow('Unsupported chain')
  })
})
