import { createTestClient } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { loadActions } from './loadActions.js'

const evmWallet = { connectorId: 'eip155-wallet', namespace: 'eip155' } as const

describe('the client actions loaded after the first load', () => {
  it('an action called before its code has arrived waits for it, then runs', async () => {
    const { client, evm } = createTestClient()
    // No ready(): the actions' module is still being fetched when connect is called.
    await client.connect(evmWallet)
    expect(client.getState().connection.status.eip155).toBe('connected')
    expect(evm.callsOf('connect')).toHaveLength(1)
  })

  it('every client on the page shares one fetch of the code', async () => {
    const first = createTestClient().client
    const second = createTestClient().client
    await Promise.all([first.ready(), second.ready()])
    expect(loadActions()).toBe(loadActions())
    const [a, b] = await Promise.all([loadActions(), loadActions()])
    expect(a).toBe(b)
    expect(typeof a.connect).toBe('function')
  })

  it('once ready() settled, an action starts in the same call (its first state change is synchronous)', async () => {
    const { client } = createTestClient()
    await client.ready()
    const pending = client.connect(evmWallet)
    expect(client.getState().connection.status.eip155).toBe('connecting')
    await pending
    expect(client.getState().connection.status.eip155).toBe('connected')
  })
})
