import { ed25519 } from '@noble/curves/ed25519.js'
import { base58 } from '@scure/base'
import {
  createFakeClock,
  createTestClient,
  FakeUserRejectedError,
  flushPromises,
  testBase,
  testMainnet,
  testSolana,
} from '@sigil/test'
import { privateKeyToAccount } from 'viem/accounts'
import { describe, expect, it } from 'vitest'
import { createSiwx } from '../../siwx/createSiwx.js'
import type { SiwxConfig } from '../../siwx/types.js'
import { createMemoryStorage } from '../../storage/createMemoryStorage.js'
import type { SigilInternalClient } from '../internalClient.js'
import type { SigilState } from '../types.js'

const account = privateKeyToAccount('0xac0974bec39a17e36ba4a6b4d238ff944bacb478cbed5efcaec1b4ef86d4ae5e')
const evmWallet = { connectorId: 'eip155-wallet', namespace: 'eip155' } as const
const page = { domain: 'app.example', uri: 'https://app.example/' }

function until(client: SigilInternalClient, predicate: (state: SigilState) => boolean): Promise<SigilState> {
  return new Promise((resolve) => {
    if (predicate(client.getState())) return resolve(client.getState())
    const stop = client.subscribe(
      (state) => state,
      (state) => {
        if (!predicate(state)) return
        stop()
        resolve(state)
      },
    )
  })
}

function setup(
  options: { required?: boolean; siwx?: SiwxConfig; storage?: ReturnType<typeof createMemoryStorage> } = {},
) {
  const sessions = options.storage ?? createMemoryStorage()
  const siwx = options.siwx ?? createSiwx({ ...page, storage: sessions, required: options.required ?? false })
  const test = createTestClient({ siwx })
  test.evm.behaviour.accounts = [{ namespace: 'eip155', address: account.address, type: 'eoa' }]
  let reject = false
  test.evm.signMessage = async ({ message }) => {
    if (reject) throw new FakeUserRejectedError()
    return account.signMessage({ message })
  }
  return { ...test, siwx, sessions, rejectNext: (value: boolean) => (reject = value) }
}

const onSignView = (state: SigilState) => state.modal.open && state.router.view === 'SIWXSignMessage'

describe('sign in with X: the flow', () => {
  it('R-SIWX-04 after connect, SIWXSignMessage opens when the address has no session', async () => {
    const { client } = setup()
    await client.ready()
    await client.open()
    await client.connect(evmWallet)
    const state = await until(client, onSignView)
    expect(state.siwx.status).toBe('idle')
  })

  it('R-SIWX-06 R-SIWX-01 signing adds a session for the address and closes the modal', async () => {
    const { client, siwx, evm } = setup()
    await client.ready()
    await client.connect(evmWallet)
    await until(client, onSignView)
    const events: string[] = []
    client.siwx.onEvent((event) => events.push(event.type))
    const session = await client.siwx.signIn()
    expect(session?.data.accountAddress).toBe(account.address)
    const state = client.getState()
    expect(state.modal.open).toBe(false)
    expect(state.siwx).toMatchObject({ status: 'signed', session: { signature: session?.signature } })
    expect(
      await siwx.getSession({ chainId: testMainnet.caipNetworkId, address: account.address }),
    ).toBeDefined()
    expect(client.siwx.getSession()?.message).toContain('wants you to sign in with your Ethereum account')
    expect(events).toEqual(['SIWX_SIGNED_IN'])
    // The signature was checked by the network's adapter, on the network signed in on.
    expect(evm.callsOf('verifySignature')).toEqual([
      {
        method: 'verifySignature',
        parameters: expect.objectContaining({
          network: expect.objectContaining({ caipNetworkId: testMainnet.caipNetworkId }),
          address: account.address,
          signature: session?.signature,
        }),
      },
    ])
  })

  it('R-SIWX-05 after connect (and after a reload), no sign-in is asked when a session exists', async () => {
    const storage = createMemoryStorage()
    const first = setup({ storage })
    await first.client.ready()
    await first.client.connect(evmWallet)
    await until(first.client, onSignView)
    await first.client.siwx.signIn()

    const second = setup({ storage })
    await second.client.ready()
    await second.client.connect(evmWallet)
    const state = await until(second.client, (s) => s.siwx.status === 'signed')
    await flushPromises()
    expect(second.client.getState().modal.open).toBe(false)
    expect(state.siwx.session?.data.accountAddress).toBe(account.address)
    expect(second.evm.callsOf('signMessage')).toHaveLength(0)
  })

  it('R-SIWX-07 R-ERR-05 a rejected signature leaves the sign view with the error; the retry works', async () => {
    const { client, rejectNext } = setup()
    await client.ready()
    await client.connect(evmWallet)
    await until(client, onSignView)
    rejectNext(true)
    expect(await client.siwx.signIn()).toBeUndefined()
    let state = client.getState()
    expect(onSignView(state)).toBe(true)
    // A refusal (4001) is recorded as the wallet declining.
    expect(state.siwx).toMatchObject({ status: 'error', error: 'Error signing message', declined: true })
    expect(state.siwx.session).toBeUndefined()
    rejectNext(false)
    expect(await client.siwx.signIn()).toBeDefined()
    state = client.getState()
    expect(state.siwx.status).toBe('signed')
    expect(state.siwx.declined).toBeUndefined()
    expect(state.siwx.lastSignedChainId).toBe(testMainnet.caipNetworkId)
    expect(state.modal.open).toBe(false)
  })

  it('R-ERR-06 while the wallet is asked, the status is signing', async () => {
    const { client, evm } = setup()
    await client.ready()
    await client.connect(evmWallet)
    await until(client, onSignView)
    let release: () => void = () => {}
    let asked: () => void = () => {}
    const walletAsked = new Promise<void>((resolve) => {
      asked = resolve
    })
    const original = evm.signMessage
    evm.signMessage = (parameters) =>
      new Promise((resolve) => {
        release = () => resolve(original(parameters))
        asked()
      })
    const signing = client.siwx.signIn()
    await walletAsked
    expect(client.getState().siwx.status).toBe('signing')
    expect(onSignView(client.getState())).toBe(true)
    release()
    await signing
    expect(client.getState().siwx.status).toBe('signed')
  })

  it('R-STATE-28 close is disabled on the sign view while required and not signed in', async () => {
    const { client } = setup({ required: true })
    await client.ready()
    await client.connect(evmWallet)
    await until(client, onSignView)
    expect(client.getState().siwx.required).toBe(true)
    expect(client.canClose()).toBe(false)
    await client.siwx.signIn()
    expect(client.canClose()).toBe(true)
  })

  it('R-SIWX-09 cancel while required with no signed network disconnects', async () => {
    const { client } = setup({ required: true })
    await client.ready()
    await client.connect(evmWallet)
    await until(client, onSignView)
    await client.siwx.cancel()
    const state = client.getState()
    expect(state.connection.status.eip155).toBe('disconnected')
    expect(state.modal.open).toBe(false)
    expect(state.siwx.session).toBeUndefined()
  })

  it('cancel when not required closes the view and stays connected, unsigned', async () => {
    const { client } = setup()
    await client.ready()
    await client.connect(evmWallet)
    await until(client, onSignView)
    await client.siwx.cancel()
    const state = client.getState()
    expect(state.connection.status.eip155).toBe('connected')
    expect(state.modal.open).toBe(false)
    expect(state.siwx.status).toBe('idle')
  })

  it('R-SIWX-08 a switch to a network without a session asks again when required; cancel switches back to the signed one', async () => {
    const { client, evm } = setup({ required: true })
    await client.ready()
    await client.connect(evmWallet)
    await until(client, onSignView)
    await client.siwx.signIn()
    await client.switchNetwork(testBase)
    await until(client, onSignView)
    expect(client.getState().chain.activeNetwork?.caipNetworkId).toBe(testBase.caipNetworkId)
    // The view reads where its cancel returns to.
    expect(client.getState().siwx.lastSignedChainId).toBe(testMainnet.caipNetworkId)
    await client.siwx.cancel()
    const state = await until(client, (s) => s.siwx.status === 'signed')
    expect(state.chain.activeNetwork?.caipNetworkId).toBe(testMainnet.caipNetworkId)
    expect(state.connection.status.eip155).toBe('connected')
    expect(client.getState().modal.open).toBe(false)
    expect(
      evm.callsOf('switchNetwork').map((c) => (c.parameters as { network: { id: number } }).network.id),
    ).toEqual([testBase.id, testMainnet.id])
  })

  it('a switch to a network without a session does not ask when not required', async () => {
    const { client } = setup()
    await client.ready()
    await client.connect(evmWallet)
    await until(client, onSignView)
    await client.siwx.signIn()
    await client.switchNetwork(testBase)
    await until(client, (s) => s.siwx.status === 'idle')
    await flushPromises()
    expect(client.getState().modal.open).toBe(false)
  })

  it('R-SIWX-10 R-ERR-04 when the session store fails to start, the wallet is disconnected, the router resets to Connect and the words are shown', async () => {
    const broken: SiwxConfig = {
      ...createSiwx(page),
      getSession: () => Promise.reject(new Error('backend down')),
    }
    const { client } = setup({ siwx: broken })
    await client.ready()
    await client.open()
    await client.connect(evmWallet)
    const state = await until(client, (s) => s.connection.status.eip155 === 'disconnected')
    await flushPromises()
    expect(client.getState().router.view).toBe('Connect')
    expect(state.toasts.map((t) => [t.message, t.variant])).toContainEqual([
      'A problem occurred while trying initialize authentication',
      'error',
    ])
  })

  it('sign-out revokes the session; in the required mode it also disconnects', async () => {
    const { client, siwx } = setup()
    await client.ready()
    await client.connect(evmWallet)
    await until(client, onSignView)
    await client.siwx.signIn()
    await client.siwx.signOut()
    expect(client.getState().siwx).toMatchObject({ status: 'idle', session: undefined })
    expect(await siwx.listSessions()).toEqual([])
    expect(client.getState().connection.status.eip155).toBe('connected')
    client.siwx.setRequired(true)
    await until(client, onSignView)
    await client.siwx.signIn()
    await client.siwx.signOut()
    expect(client.getState().connection.status.eip155).toBe('disconnected')
  })

  it('signOutOnDisconnect revokes the session when the wallet disconnects', async () => {
    const storage = createMemoryStorage()
    const siwx = { ...createSiwx({ ...page, storage }), signOutOnDisconnect: true }
    const { client } = setup({ siwx })
    await client.ready()
    await client.connect(evmWallet)
    await until(client, onSignView)
    await client.siwx.signIn()
    expect(await siwx.listSessions()).toHaveLength(1)
    await client.disconnect()
    await until(client, (s) => s.siwx.status === 'idle')
    await flushPromises()
    expect(await siwx.listSessions()).toEqual([])
  })

  it('a session that expires while the page is open stops counting', async () => {
    const storage = createMemoryStorage()
    const clock = createFakeClock(Date.parse('2026-11-24T06:00:00.000Z'))
    const siwx = createSiwx({ ...page, storage, expiresInMs: 60_000, now: () => clock.now() })
    const test = createTestClient({ siwx, clock })
    test.evm.behaviour.accounts = [{ namespace: 'eip155', address: account.address, type: 'eoa' }]
    test.evm.signMessage = ({ message }) => account.signMessage({ message })
    await test.client.ready()
    await test.client.connect(evmWallet)
    await until(test.client, onSignView)
    await test.client.siwx.signIn()
    expect(test.client.getState().siwx.status).toBe('signed')
    clock.advance(60_001)
    await until(test.client, (s) => s.siwx.status === 'idle')
    expect(test.client.getState().siwx.session).toBeUndefined()
    expect(test.client.getState().modal.open).toBe(false)
  })

  it('R-SIWX-06 a Solana wallet signs the CAIP-122 text and its ed25519 signature is verified before storing', async () => {
    const secret = ed25519.utils.randomSecretKey()
    const address = base58.encode(ed25519.getPublicKey(secret))
    const siwx = createSiwx({ ...page, storage: createMemoryStorage() })
    const test = createTestClient({ siwx })
    test.solana.behaviour.accounts = [{ namespace: 'solana', address, type: 'eoa' }]
    test.solana.signMessage = async ({ message }) =>
      base58.encode(ed25519.sign(new TextEncoder().encode(message), secret))
    await test.client.ready()
    await test.client.connect({ connectorId: 'solana-wallet', namespace: 'solana' })
    await until(test.client, onSignView)
    const session = await test.client.siwx.signIn()
    expect(session?.message.split('\n')[0]).toBe('app.example wants you to sign in with your Solana account:')
    expect(session?.data.chainId).toBe(testSolana.caipNetworkId)
    expect(await siwx.listSessions()).toHaveLength(1)
  })

  it('one-click: sessions a connector signed during connect are taken, and no sign view opens', async () => {
    const { client, siwx } = setup()
    await client.ready()
    const data = await client.siwx.createMessage({
      accountAddress: account.address,
      chainId: testMainnet.caipNetworkId,
    })
    const message = data.serializedMessage ?? ''
    await client.connect(evmWallet)
    await client.siwx.addSessions([{ data, message, signature: await account.signMessage({ message }) }])
    const state = await until(client, (s) => s.siwx.status === 'signed')
    expect(state.siwx.session?.data.nonce).toBe(data.nonce)
    expect((await siwx.listSessions()).length).toBe(1)
  })

  it('without siwx configured, client.siwx is inert and nothing opens', async () => {
    const { client } = createTestClient()
    await client.ready()
    await client.connect(evmWallet)
    await flushPromises()
    expect(client.siwx.enabled).toBe(false)
    expect(await client.siwx.signIn()).toBeUndefined()
    expect(client.getState().modal.open).toBe(false)
  })

  it('R-CORE-20 siweConfig is adapted: the app’s backend verifies and holds the session', async () => {
    const verified: string[] = []
    let session: { address: string; chainId: number } | null = null
    const test = createTestClient({
      siweConfig: {
        getNonce: async () => 'backendNonce42',
        getMessageParams: async () => ({ ...page, statement: 'Legacy sign-in.' }),
        verifyMessage: async ({ message, signature }) => {
          verified.push(message)
          session = { address: account.address, chainId: 1 }
          return signature.startsWith('0x')
        },
        getSession: async () => session,
        signOut: async () => {
          session = null
          return true
        },
      },
    })
    test.evm.behaviour.accounts = [{ namespace: 'eip155', address: account.address, type: 'eoa' }]
    test.evm.signMessage = ({ message }) => account.signMessage({ message })
    await test.client.ready()
    await test.client.connect(evmWallet)
    await until(test.client, onSignView)
    await test.client.siwx.signIn()
    expect(verified[0]).toContain('Nonce: backendNonce42')
    expect(verified[0]).toContain('Legacy sign-in.')
    expect(test.client.getState().siwx.status).toBe('signed')
    await test.client.siwx.signOut()
    expect(session).toBeNull()
    expect(() => createTestClient({ siweConfig: {} as never, siwx: createSiwx(page) })).toThrowError(
      'Cannot set both `siweConfig` and `siwx` options',
    )
    expect(() => createTestClient({ siwx: { createMessage: () => undefined } as never })).toThrowError(
      /siwx needs these functions: addSession, getSession, revokeSession, listSessions, getRequired/,
    )
    expect(() => createTestClient({ siweConfig: { getNonce: async () => 'x' } as never })).toThrowError(
      /siweConfig needs these functions: verifyMessage, getSession, signOut/,
    )
  })
})
