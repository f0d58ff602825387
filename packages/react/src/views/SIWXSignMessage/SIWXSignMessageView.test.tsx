import type { SiwxConfig, SiwxSession } from '@sigil/core'
import { createTestClient } from '@sigil/test'
import { act, fireEvent, waitFor } from '@testing-library/react'
import { afterEach, describe, expect, it } from 'vitest'
import { STILL_WAITING_MS } from '../../components/useStillWaiting.js'
import { cleanupModals, renderModal } from '../../test/renderModal.js'

afterEach(cleanupModals)

/** An app's own sign-in config, in memory: it accepts what the wallet signed. */
function memorySiwx(options: { required?: boolean; failGet?: boolean } = {}): SiwxConfig {
  const sessions: SiwxSession[] = []
  let required = options.required ?? false
  return {
    createMessage: async ({ accountAddress, chainId }) => ({
      accountAddress,
      chainId,
      domain: 'app.example',
      uri: 'https://app.example/',
      version: '1',
      nonce: 'componentTest1',
      serializedMessage: `app.example wants you to sign in with your Ethereum account:\n${accountAddress}`,
    }),
    addSession: async (session) => void sessions.push(session),
    getSession: async ({ address }) => {
      if (options.failGet) throw new Error('the session service is down')
      return sessions.find((s) => s.data.accountAddress === address)
    },
    revokeSession: async () => void sessions.splice(0),
    listSessions: async () => sessions,
    getRequired: () => required,
    setRequired: (value) => {
      required = value
    },
  }
}

async function connectedOnSignView(siwx: SiwxConfig) {
  const test = createTestClient({
    solana: false,
    evm: { connectors: [{ id: 'w', type: 'ANNOUNCED', name: 'Wallet', chain: 'eip155' }] },
    siwx,
  })
  await test.client.ready()
  const rendered = await renderModal(test.client)
  await act(async () => test.client.connect({ connectorId: 'w', namespace: 'eip155' }))
  await rendered.screen.findByText(/wants you to sign in/)
  return { ...test, ...rendered }
}

describe('SIWXSignMessage', () => {
  it('R-ERR-06 shows Authenticating... while the wallet is asked, then closes when signed', async () => {
    const { client, evm: adapter, screen } = await connectedOnSignView(memorySiwx())
    let release: (signature: string) => void = () => {}
    adapter.signMessage = () => new Promise((resolve) => (release = resolve))
    fireEvent.click(await screen.findByRole('button', { name: 'Sign' }))
    expect(await screen.findByText('Authenticating...')).toBeTruthy()
    expect(screen.queryByRole('button', { name: 'Sign' })).toBeNull()
    await act(async () => release('0xabc'))
    await waitFor(() => expect(client.getState().modal.open).toBe(false))
    expect(client.getState().siwx.session?.signature).toBe('0xabc')
  })

  it('R-ERR-05 R-SIWX-07 a failed signature shows Error signing message and Try again, which works', async () => {
    const { client, evm: adapter, screen, shadow } = await connectedOnSignView(memorySiwx())
    adapter.signMessage = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    fireEvent.click(await screen.findByRole('button', { name: 'Sign' }))
    // The refusal (4001) is said as one, under the spec's words.
    expect((await screen.findByRole('alert')).textContent).toBe(
      'Error signing messageYour wallet declined to sign in.',
    )
    const retry = await screen.findByRole('button', { name: 'Try again' })
    expect(shadow.activeElement).toBe(retry)
    adapter.signMessage = async () => '0xdef'
    fireEvent.click(retry)
    await waitFor(() => expect(client.getState().siwx.status).toBe('signed'))
    expect(client.getState().modal.open).toBe(false)
  })

  it('R-STATE-28 required and not signed in: close is disabled and Escape does nothing', async () => {
    const { client, screen } = await connectedOnSignView(memorySiwx({ required: true }))
    const close = screen.getByRole('button', { name: 'Close' }) as HTMLButtonElement
    expect(close.disabled).toBe(true)
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' })
    expect(client.getState().modal.open).toBe(true)
    expect(screen.getByRole('button', { name: 'Cancel and disconnect' })).toBeTruthy()
  })

  it('R-SIWX-09: Cancel in the required mode says that it disconnects, disconnects, and a toast says it did', async () => {
    const { client, screen } = await connectedOnSignView(memorySiwx({ required: true }))
    fireEvent.click(screen.getByRole('button', { name: 'Cancel and disconnect' }))
    await waitFor(() => expect(client.getState().connection.status.eip155).toBe('disconnected'))
    expect(client.getState().modal.open).toBe(false)
    await waitFor(() =>
      expect(client.getState().toasts.map((toast) => toast.message)).toEqual([
        'Sign-in cancelled: the wallet was disconnected.',
      ]),
    )
  })

  it('R-ERR-05 R-SIWX-07: a failure that is no refusal says only Error signing message', async () => {
    const { evm: adapter, screen } = await connectedOnSignView(memorySiwx())
    adapter.signMessage = async () => {
      throw new Error('the wallet crashed')
    }
    fireEvent.click(await screen.findByRole('button', { name: 'Sign' }))
    expect((await screen.findByRole('alert')).textContent).toBe('Error signing message')
  })

  it('R-ERR-04 a failed start shows A problem occurred while trying initialize authentication, and disconnects', async () => {
    const test = createTestClient({
      solana: false,
      evm: { connectors: [{ id: 'w', type: 'ANNOUNCED', name: 'Wallet', chain: 'eip155' }] },
      siwx: memorySiwx({ failGet: true }),
    })
    await test.client.ready()
    const { screen } = await renderModal(test.client)
    await act(async () => test.client.open())
    await act(async () => test.client.connect({ connectorId: 'w', namespace: 'eip155' }))
    expect(await screen.findByText('A problem occurred while trying initialize authentication')).toBeTruthy()
    expect(test.client.getState().connection.status.eip155).toBe('disconnected')
    expect(test.client.getState().router.view).toBe('Connect')
  })

  it('R-ERR-06 R-SIWX-07 a wallet silent for 15 s offers Try again and Not now; Try again asks it anew and the first request’s late refusal changes nothing (issue 21)', async () => {
    const { client, evm: adapter, clock, screen, shadow } = await connectedOnSignView(memorySiwx())
    const answers: { resolve: (signature: string) => void; reject: (error: Error) => void }[] = []
    adapter.signMessage = () => new Promise((resolve, reject) => answers.push({ resolve, reject }))
    fireEvent.click(await screen.findByRole('button', { name: 'Sign' }))
    await screen.findByText('Authenticating...')
    await act(async () => clock.advance(STILL_WAITING_MS - 1))
    expect(shadow.querySelector('[data-testid="still-waiting"]')).toBeNull()
    await act(async () => clock.advance(1))
    expect(shadow.querySelector('[data-testid="still-waiting"]')?.textContent).toBe(
      'Your wallet has not answered. Open it to sign the message, or ask again.',
    )
    expect(screen.getByRole('button', { name: 'Not now' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }))
    await waitFor(() => expect(answers).toHaveLength(2))
    // The wallet asked anew waits again, with no way on until the next 15 s have passed.
    expect(shadow.querySelector('[data-testid="still-waiting"]')).toBeNull()
    await act(async () => answers[0]?.reject(new Error('the first prompt was dismissed')))
    expect(client.getState().siwx.status).toBe('signing')
    expect(screen.queryByRole('alert')).toBeNull()
    await act(async () => answers[1]?.resolve('0xbeef'))
    await waitFor(() => expect(client.getState().siwx.status).toBe('signed'))
    expect(client.getState().siwx.session?.signature).toBe('0xbeef')
    expect(client.getState().modal.open).toBe(false)
  })

  it('R-SIWX-09 required, a wallet silent for 15 s offers Disconnect, which disconnects; its late signature signs nobody in', async () => {
    const { client, evm: adapter, clock, screen } = await connectedOnSignView(memorySiwx({ required: true }))
    let answer: (signature: string) => void = () => {}
    adapter.signMessage = () => new Promise((resolve) => (answer = resolve))
    fireEvent.click(await screen.findByRole('button', { name: 'Sign' }))
    await screen.findByText('Authenticating...')
    await act(async () => clock.advance(STILL_WAITING_MS))
    expect(screen.getByRole('button', { name: 'Try again' })).toBeTruthy()
    fireEvent.click(screen.getByRole('button', { name: 'Disconnect' }))
    await waitFor(() => expect(client.getState().connection.status.eip155).toBe('disconnected'))
    expect(client.getState().modal.open).toBe(false)
    await act(async () => answer('0xlate'))
    expect(client.getState().siwx.session).toBeUndefined()
    expect(client.getState().siwx.status).toBe('idle')
    expect(client.getState().modal.open).toBe(false)
  })
})
