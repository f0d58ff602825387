import { W3mFrameSchema } from '@reown/appkit-wallet'
import { systemClock } from '@sigil/core/services'
import { createTestClient } from '@sigil/test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEmbeddedWallet } from './embeddedWallet.js'
import type { FrameProvider } from './frameProvider.js'
import { rpcPayload } from './frameRpc.js'
import { embeddedTestConfig } from './test/embeddedTestConfig.js'
import { createFakeFrameWindow } from './test/fakeFrameWindow.js'

const ADDRESS = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

let fake: ReturnType<typeof createFakeFrameWindow>
beforeEach(() => {
  vi.useFakeTimers()
  fake = createFakeFrameWindow()
})
afterEach(() => {
  vi.useRealTimers()
})

/** A stand-in site that answers every request, as the hosted site would, on the next turn. */
function answerEverything() {
  let email = 'ada@example.com'
  const user = () => ({
    email,
    address: ADDRESS,
    chainId: 31337,
    accounts: [{ address: ADDRESS, type: 'eoa' }],
  })
  const replies: Record<string, (payload: Record<string, unknown>) => unknown> = {
    CONNECT_EMAIL: () => ({ action: 'VERIFY_OTP' }),
    GET_USER: user,
    IS_CONNECTED: () => ({ isConnected: true }),
    GET_CHAIN_ID: () => ({ chainId: 31337 }),
    SWITCH_NETWORK: (payload) => ({ chainId: payload.chainId }),
    GET_SMART_ACCOUNT_ENABLED_NETWORKS: () => ({ smartAccountEnabledNetworks: [31337] }),
    GET_FARCASTER_URI: () => ({ url: 'http://127.0.0.1:8601/farcaster/c' }),
    CONNECT_FARCASTER: () => ({ userName: 'ada' }),
    UPDATE_EMAIL: () => ({ action: 'VERIFY_PRIMARY_OTP' }),
    UPDATE_EMAIL_SECONDARY_OTP: () => {
      email = 'grace@example.com'
      return { newEmail: email }
    },
    RPC_REQUEST: () => '0x10',
  }
  const push = fake.posted.push.bind(fake.posted)
  fake.posted.push = (...entries) => {
    for (const { message } of entries) {
      const event = message.type.replace('@w3m-app/', '')
      queueMicrotask(() =>
        fake.fromFrame({
          id: message.id,
          type: `@w3m-frame/${event}_SUCCESS`,
          payload: replies[event]?.((message.payload ?? {}) as Record<string, unknown>),
        }),
      )
    }
    return push(...entries)
  }
}

describe('R-EMBED-27 what Sigil sends, held to AppKit’s own W3mFrameSchema', () => {
  it('every message of the email login, OTP, user, network, RPC, Farcaster, email change and sign-out journeys passes', async () => {
    answerEverything()
    const { client, logger } = createTestClient(embeddedTestConfig())
    await client.ready()
    const connector = createEmbeddedWallet({ client, logger, clock: systemClock }, { window: fake.window })
    fake.fromFrame({ type: '@w3m-frame/READY', payload: {} })
    await vi.advanceTimersByTimeAsync(500)
    const provider = connector.provider('eip155') as FrameProvider

    expect(await connector.connectEmail('ada@example.com')).toEqual({ action: 'VERIFY_OTP' })
    await connector.connectDevice()
    await connector.connectOtp('123456')
    expect(await provider.request({ method: 'eth_requestAccounts' })).toEqual([ADDRESS])
    expect(await provider.request({ method: 'eth_chainId' })).toBe('0x7a69')
    await provider.request({ method: 'wallet_switchEthereumChain', params: [{ chainId: '0x7a69' }] })
    expect(await provider.request({ method: 'eth_blockNumber' })).toBe('0x10')
    expect(await connector.getFarcasterUri()).toBe('http://127.0.0.1:8601/farcaster/c')
    await connector.connectFarcaster()
    await connector.updateEmail('grace@example.com')
    await connector.updateEmailPrimaryOtp('111111')
    const changed = connector.updateEmailSecondaryOtp('222222')
    await vi.advanceTimersByTimeAsync(1000)
    expect(await changed).toEqual({ email: 'grace@example.com' })
    await connector.isConnected()
    await connector.signOut()

    const sent = fake.posted.map(({ message }) => message)
    // Signing and sending go through the approval flow; their payloads are built the same way.
    const ctx = {
      client,
      transport: async () => never(),
      clock: systemClock,
      logger,
      namespace: 'eip155' as const,
    }
    sent.push(
      {
        id: 'sign',
        type: '@w3m-app/RPC_REQUEST',
        payload: rpcPayload(ctx, 'personal_sign', ['0x68', ADDRESS]),
      },
      {
        id: 'send',
        type: '@w3m-app/RPC_REQUEST',
        payload: rpcPayload(ctx, 'eth_sendTransaction', [{ from: ADDRESS, to: ADDRESS, value: 10n ** 18n }]),
      },
    )
    expect(sent.at(-1)!.payload).toMatchObject({ params: [{ value: '0xde0b6b3a7640000' }] })
    const refused = sent.flatMap((message) => {
      const result = W3mFrameSchema.appEvent.safeParse(message)
      return result.success ? [] : [`${message.type}: ${result.error.message}`]
    })
    expect(refused).toEqual([])
    expect(new Set(sent.map(({ type }) => type.replace('@w3m-app/', '')))).toEqual(
      new Set([
        'SYNC_DAPP_DATA',
        'SYNC_THEME',
        'GET_SMART_ACCOUNT_ENABLED_NETWORKS',
        'CONNECT_EMAIL',
        'CONNECT_DEVICE',
        'CONNECT_OTP',
        'IS_CONNECTED',
        'GET_USER',
        'GET_CHAIN_ID',
        'SWITCH_NETWORK',
        'RPC_REQUEST',
        'GET_FARCASTER_URI',
        'CONNECT_FARCASTER',
        'UPDATE_EMAIL',
        'UPDATE_EMAIL_PRIMARY_OTP',
        'UPDATE_EMAIL_SECONDARY_OTP',
        'SIGN_OUT',
      ]),
    )
  })
})

function never(): never {
  throw new Error('not used')
}
