import { createTestClient, flushPromises, type TestClientOptions, testBase } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { SIGN_OUT_TIMEOUT_MS } from '../../constants/index.js'

async function connected(options: TestClientOptions = {}) {
  const setup = createTestClient(options)
  await setup.client.ready()
  await setup.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
  await setup.client.connect({ connectorId: 'solana-wallet', namespace: 'solana' })
  await setup.client.switchNetwork(testBase)
  await flushPromises()
  return setup
}

describe('disconnect', () => {
  it('R-STATE-24 resets account, network, stored namespace and connector id; clears user, wallet info, status', async () => {
    const { client, storage } = await connected()
    client.getState()
    await client.disconnect({ namespace: 'eip155' })
    const state = client.getState()
    expect(state.accounts.eip155).toEqual({
      status: 'disconnected',
      preferredAccountType: 'smartAccount',
      allAccounts: [],
    })
    expect(state.connection.status.eip155).toBe('disconnected')
    expect(state.connection.activeConnectorId.eip155).toBeUndefined()
    expect(state.chain.activeNetworkByNamespace.eip155).toBe('eip155:1')
    expect(storage.getItem('sigil:connection:eip155')).toBeNull()
    // the other namespace stays connected
    expect(state.connection.status.solana).toBe('connected')
    expect(storage.getItem('sigil:connection:solana')).not.toBeNull()
  })

  it('R-STATE-01 without a namespace every namespace ends disconnected', async () => {
    const { client, evm, solana } = await connected()
    const events: string[] = []
    client.onEvent((e) => events.push(e.type))
    await client.disconnect()
    expect(client.getState().connection.status).toEqual({
      eip155: 'disconnected',
      solana: 'disconnected',
      bip122: 'disconnected',
    })
    expect(evm.callsOf('disconnect')).toHaveLength(1)
    expect(solana.callsOf('disconnect')).toHaveLength(1)
    expect(events.filter((e) => e === 'DISCONNECT_SUCCESS')).toHaveLength(2)
  })

  it('R-PERF-07 connecting again right after a disconnect asks the wallet again', async () => {
    const { client, evm } = createTestClient()
    await client.ready()
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    await client.disconnect({ namespace: 'eip155' })
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    expect(evm.callsOf('connect')).toHaveLength(2)
    expect(client.getState().connection.status.eip155).toBe('connected')
  })

  it('R-STATE-25 closes the modal unless closeModal is false', async () => {
    const { client } = await connected()
    await client.open()
    await client.disconnect({ namespace: 'solana', closeModal: false })
    expect(client.getState().modal.open).toBe(true)
    await client.disconnect({ namespace: 'eip155' })
    expect(client.getState().modal.open).toBe(false)
  })

  it('R-EMBED-06 clears the cached login data', async () => {
    const { client, storage } = await connected()
    storage.setItem('sigil:auth:user', JSON.stringify({ v: 1, value: { email: 'a@b.c' } }))
    storage.setItem('sigil:auth:socialProvider', JSON.stringify({ v: 1, value: 'google' }))
    await client.disconnect()
    expect(storage.getItem('sigil:auth:user')).toBeNull()
    expect(storage.getItem('sigil:auth:socialProvider')).toBeNull()
  })

  it('R-EMBED-07 a sign-out that never answers still ends disconnected at 3000 ms', async () => {
    const { client, evm, clock, log } = await connected()
    evm.behaviour.disconnect = 'hang'
    let done = false
    void client.disconnect({ namespace: 'eip155' }).then(() => {
      done = true
    })
    await flushPromises()
    clock.advance(SIGN_OUT_TIMEOUT_MS - 1)
    await flushPromises()
    expect(done).toBe(false)
    expect(client.getState().connection.status.eip155).toBe('connected')
    clock.advance(1)
    await flushPromises()
    expect(done).toBe(true)
    expect(client.getState().connection.status.eip155).toBe('disconnected')
    expect(log.records.some((r) => r.level === 'warn' && r.message.includes('sign-out'))).toBe(true)
  })

  it('R-ERR-12 a sign-out that fails resets anyway and reports FAILED_TO_DISCONNECT', async () => {
    const { client, evm } = await connected()
    evm.behaviour.disconnect = 'fail'
    await expect(client.disconnect({ namespace: 'eip155' })).rejects.toMatchObject({
      code: 'FAILED_TO_DISCONNECT',
      shortMessage: 'Failed to disconnect',
    })
    expect(client.getState().connection.status.eip155).toBe('disconnected')
  })

  it('R-STATE-24 R-STATE-25 an adapter disconnect event resets the namespace and closes the modal', async () => {
    const { client, evm } = await connected()
    await client.open()
    evm.emit({ type: 'disconnect', connectorId: 'eip155-wallet' })
    expect(client.getState().connection.status.eip155).toBe('disconnected')
    expect(client.getState().accounts.eip155.address).toBeUndefined()
    expect(client.getState().modal.open).toBe(false)
  })
})
