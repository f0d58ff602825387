import { systemClock } from '@sigil/core/services'
import { createTestClient } from '@sigil/test'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createEmbeddedWallet } from './embeddedWallet.js'
import { frameUrl } from './frameUrl.js'
import { embeddedTestConfig } from './test/embeddedTestConfig.js'
import { createFakeFrameWindow, SITE } from './test/fakeFrameWindow.js'

let fake: ReturnType<typeof createFakeFrameWindow>

beforeEach(() => {
  vi.useFakeTimers()
  fake = createFakeFrameWindow()
})
afterEach(() => {
  vi.useRealTimers()
})

async function wallet(themeMode: 'light' | 'dark' = 'light') {
  const { client, logger, evm, log } = createTestClient({ ...embeddedTestConfig(), themeMode })
  await client.ready()
  const connector = createEmbeddedWallet({ client, logger, clock: systemClock }, { window: fake.window })
  fake.fromFrame({ id: 'r', type: '@w3m-frame/READY' })
  await vi.advanceTimersByTimeAsync(500)
  return { client, connector, evm, lines: log.records }
}

describe('embedded wallet', () => {
  it('R-EMBED-25 loads the frame with projectId, chainId, version, enableLogger and rpcUrl', async () => {
    await wallet()
    const url = new URL(fake.iframe.src)
    expect(url.origin + url.pathname).toBe(`${SITE}/sdk`)
    expect(Object.fromEntries(url.searchParams)).toEqual({
      projectId: 'test-project',
      chainId: 'eip155:31337',
      version: '4',
      enableLogger: 'true',
      rpcUrl: 'http://127.0.0.1:8600/rpc/31337',
    })
    expect(
      frameUrl({
        siteUrl: `${SITE}/`,
        projectId: 'p',
        chainId: 'eip155:1',
        version: 'v',
        enableLogger: false,
        rpcUrl: 'r',
      }),
    ).toBe(`${SITE}/sdk?projectId=p&chainId=eip155%3A1&version=v&enableLogger=false&rpcUrl=r`)
  })

  it('R-EMBED-24 serves eip155, and solana when the site serves a Solana chain, with a wallet-standard face there', async () => {
    const { connector } = await wallet()
    expect(connector.namespaces).toEqual(['eip155', 'solana'])
    expect(connector.provider('solana')).toMatchObject({
      name: 'Email and social',
      chains: expect.arrayContaining(['solana:EtWTRABZaYq6iMfeYKouRu166VU2xqa1']),
      features: expect.objectContaining({ 'standard:connect': expect.anything() }),
    })
    expect(connector.provider('bip122')).toBeUndefined()
    const { client, logger } = createTestClient({
      ...embeddedTestConfig(),
      embeddedWalletChains: ['eip155:31337'],
    })
    await client.ready()
    const evmOnly = createEmbeddedWallet({ client, logger, clock: systemClock }, { window: fake.window })
    expect(evmOnly.namespaces).toEqual(['eip155'])
    evmOnly.destroy()
  })

  it('R-EMBED-30 once ready it syncs the dapp data: metadata, sdkVersion, projectId and sdkType', async () => {
    await wallet()
    const sync = fake.posted.find((entry) => entry.message.type === '@w3m-app/SYNC_DAPP_DATA')!
    expect(sync.message.payload).toEqual({
      metadata: { name: 'Test app', description: 'A test', url: 'http://localhost:5173', icons: [] },
      sdkVersion: '0.1.0',
      projectId: 'test-project',
      sdkType: 'sigil',
    })
  })

  it('R-EMBED-05 R-EMBED-31 syncTheme carries themeMode, themeVariables and w3mThemeVariables, again on each change', async () => {
    const { client } = await wallet('dark')
    const themes = () =>
      fake.posted
        .filter((entry) => entry.message.type === '@w3m-app/SYNC_THEME')
        .map((entry) => entry.message.payload)
    expect(themes()).toEqual([{ themeMode: 'dark', themeVariables: {}, w3mThemeVariables: {} }])
    client.setThemeMode('light')
    client.setThemeVariables({ '--sigil-accent': '#7b61ff' })
    expect(themes().at(-1)).toEqual({
      themeMode: 'light',
      themeVariables: { '--sigil-accent': '#7b61ff' },
      w3mThemeVariables: { '--sigil-accent': '#7b61ff' },
    })
  })

  it('R-EMBED-13 R-EMBED-31 email login: connect email, then OTP; isConnected reads the frame', async () => {
    const { connector } = await wallet()
    const started = connector.connectEmail('ada@example.com')
    fake.answer('CONNECT_EMAIL', 'SUCCESS', { action: 'VERIFY_OTP' })
    expect(await started).toEqual({ action: 'VERIFY_OTP' })
    const otp = connector.connectOtp('123456')
    expect(fake.posted.at(-1)!.message.payload).toEqual({ otp: '123456' })
    fake.answer('CONNECT_OTP', 'SUCCESS')
    await otp
    const connected = connector.isConnected()
    fake.answer('IS_CONNECTED', 'SUCCESS', { isConnected: true })
    expect(await connected).toBe(true)
  })

  it('R-EMBED-13 the device branch: the site asks for device verification, then a code', async () => {
    const { connector } = await wallet()
    const started = connector.connectEmail('grace@example.com')
    fake.answer('CONNECT_EMAIL', 'SUCCESS', { action: 'VERIFY_DEVICE' })
    expect(await started).toEqual({ action: 'VERIFY_DEVICE' })
    const device = connector.connectDevice()
    fake.answer('CONNECT_DEVICE', 'SUCCESS')
    await expect(device).resolves.toBeUndefined()
  })

  it('R-PERF-10 a frame that never loads raises the IFRAME_LOAD_FAILED alert; the next use loads a new frame', async () => {
    const { client, logger } = createTestClient(embeddedTestConfig())
    await client.ready()
    const connector = createEmbeddedWallet({ client, logger, clock: systemClock }, { window: fake.window })
    const attempt = connector.connectEmail('ada@example.com').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(20_000)
    expect(client.getState().alerts.map((alert) => alert.code)).toEqual(['IFRAME_LOAD_FAILED'])
    expect(String(await attempt)).toContain('Could not load embedded wallet')
    expect(fake.iframe.removed).toBe(true)
  })

  it('R-ERR-22 a login request unanswered for 120000 ms raises IFRAME_REQUEST_TIMEOUT', async () => {
    const { connector, client } = await wallet()
    const attempt = connector.connectOtp('123456').catch((error: unknown) => error)
    await vi.advanceTimersByTimeAsync(120_000)
    expect(client.getState().alerts.map((alert) => alert.code)).toEqual(['IFRAME_REQUEST_TIMEOUT'])
    expect((await attempt) as Error).toHaveProperty('reason', 'iframe_request_timeout')
  })
})

describe('sending sign-in emails', () => {
  it('R-SEC-01 R-EMBED-14 R-ERR-07 a resend within 30 s is refused with the seconds left, without a message to the frame', async () => {
    const { connector } = await wallet()
    const first = connector.connectEmail('ada@example.com')
    fake.answer('CONNECT_EMAIL', 'SUCCESS', { action: 'VERIFY_OTP' })
    await first
    const sent = fake.posted.filter((entry) => entry.message.type === '@w3m-app/CONNECT_EMAIL').length
    await vi.advanceTimersByTimeAsync(12_000)
    await expect(connector.connectEmail('ada@example.com')).rejects.toThrow(
      'Please try again after 18 seconds',
    )
    expect(connector.emailSendCheck('ada@example.com')).toEqual({
      allowed: false,
      reason: 'cooldown',
      secondsLeft: 18,
    })
    expect(fake.posted.filter((entry) => entry.message.type === '@w3m-app/CONNECT_EMAIL')).toHaveLength(sent)
    await vi.advanceTimersByTimeAsync(18_000)
    expect(connector.emailSendCheck('ada@example.com')).toEqual({ allowed: true })
  })

  it('a send the frame refused does not start the cooldown', async () => {
    const { connector } = await wallet()
    const first = connector.connectEmail('ada@example.com')
    fake.answer('CONNECT_EMAIL', 'ERROR', { message: 'Enter a valid email address' })
    await expect(first).rejects.toThrow('Enter a valid email address')
    expect(connector.emailSendCheck('ada@example.com')).toEqual({ allowed: true })
  })

  it('R-EMBED-13 an email whose device already holds a session is told CONNECT: no code, no cooldown', async () => {
    const { connector } = await wallet()
    const asked = connector.connectEmail('ada@example.com')
    fake.answer('CONNECT_EMAIL', 'SUCCESS', { action: 'CONNECT' })
    expect(await asked).toEqual({ action: 'CONNECT' })
    expect(connector.emailSendCheck('ada@example.com')).toEqual({ allowed: true })
  })
})
