import { systemClock } from '@sigil/core/services'
import { createTestClient } from '@sigil/test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEmbeddedWallet } from './embeddedWallet.js'
import { embeddedTestConfig } from './test/embeddedTestConfig.js'
import { createFakeFrameWindow } from './test/fakeFrameWindow.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const user = (email: string | null) => ({
  email,
  address: ADDRESS,
  chainId: 31337,
  preferredAccountType: 'eoa',
})

let fake: ReturnType<typeof createFakeFrameWindow>
beforeEach(() => {
  vi.useFakeTimers()
  fake = createFakeFrameWindow()
})
afterEach(() => {
  vi.useRealTimers()
})

async function wallet() {
  const { client, logger } = createTestClient(embeddedTestConfig())
  await client.ready()
  const connector = createEmbeddedWallet({ client, logger, clock: systemClock }, { window: fake.window })
  fake.fromFrame({ id: 'r', type: '@w3m-frame/READY' })
  await vi.advanceTimersByTimeAsync(500)
  return { client, connector }
}

const sent = (type: string) => fake.posted.filter((entry) => entry.message.type === `@w3m-app/${type}`)

describe('changing the email', () => {
  it('R-EMBED-15 R-EMBED-27 R-PERF-06 primary code, secondary code, then the site is asked every 1 s until it reports the new email', async () => {
    const { connector } = await wallet()
    const started = connector.updateEmail(' new@example.com ')
    await vi.advanceTimersByTimeAsync(0)
    fake.answer('GET_USER', 'SUCCESS', user('old@example.com'))
    await vi.advanceTimersByTimeAsync(0)
    expect(sent('UPDATE_EMAIL').at(-1)!.message.payload).toEqual({ email: 'new@example.com' })
    fake.answer('UPDATE_EMAIL', 'SUCCESS', { action: 'VERIFY_PRIMARY_OTP' })
    expect(await started).toEqual({ action: 'VERIFY_PRIMARY_OTP' })

    const primary = connector.updateEmailPrimaryOtp('111111')
    await vi.advanceTimersByTimeAsync(0)
    expect(sent('UPDATE_EMAIL_PRIMARY_OTP').at(-1)!.message.payload).toEqual({ otp: '111111' })
    fake.answer('UPDATE_EMAIL_PRIMARY_OTP', 'SUCCESS')
    await primary

    let done = false
    const secondary = connector.updateEmailSecondaryOtp('222222').then((result) => {
      done = true
      return result
    })
    await vi.advanceTimersByTimeAsync(0)
    expect(sent('UPDATE_EMAIL_SECONDARY_OTP').at(-1)!.message.payload).toEqual({ otp: '222222' })
    const reads = sent('GET_USER').length
    fake.answer('UPDATE_EMAIL_SECONDARY_OTP', 'SUCCESS')
    await vi.advanceTimersByTimeAsync(999)
    expect(sent('GET_USER')).toHaveLength(reads)
    await vi.advanceTimersByTimeAsync(1)
    expect(sent('GET_USER')).toHaveLength(reads + 1)
    fake.answer('GET_USER', 'SUCCESS', user('old@example.com'))
    await vi.advanceTimersByTimeAsync(1000)
    expect(sent('GET_USER')).toHaveLength(reads + 2)
    expect(done).toBe(false)
    fake.answer('GET_USER', 'SUCCESS', user('new@example.com'))
    expect(await secondary).toEqual({ email: 'new@example.com' })
  })

  it('R-EMBED-15 R-EMBED-29 a wrong code is the site’s words; the same email is refused before any code is sent', async () => {
    const { connector } = await wallet()
    const same = connector.updateEmail('Old@example.com')
    await vi.advanceTimersByTimeAsync(0)
    fake.answer('GET_USER', 'SUCCESS', user('old@example.com'))
    await expect(same).rejects.toThrow('This is already your email. Enter a new one.')
    expect(sent('UPDATE_EMAIL')).toHaveLength(0)
    await expect(connector.updateEmail('not an email')).rejects.toThrow('Enter a valid email address')
    await expect(connector.updateEmailPrimaryOtp('111111')).rejects.toThrow('Enter the new email first')

    const started = connector.updateEmail('new@example.com')
    await vi.advanceTimersByTimeAsync(0)
    fake.answer('GET_USER', 'SUCCESS', user('old@example.com'))
    await vi.advanceTimersByTimeAsync(0)
    fake.answer('UPDATE_EMAIL', 'SUCCESS', { action: 'VERIFY_PRIMARY_OTP' })
    await started
    const wrong = connector.updateEmailPrimaryOtp('000000')
    await vi.advanceTimersByTimeAsync(0)
    fake.answer('UPDATE_EMAIL_PRIMARY_OTP', 'ERROR', {
      message: 'The code is not right. Check the email and try again.',
    })
    await expect(wrong).rejects.toThrow('The code is not right. Check the email and try again.')
  })
})
