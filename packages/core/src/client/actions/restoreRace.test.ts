import { createTestClient, flushPromises } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import type { AdapterConnection } from '../../adapter.js'
import { IFRAME_LOAD_TIMEOUT_MS, RPC_TIMEOUT_MS } from '../../constants/index.js'
import { createMemoryStorage } from '../../storage/createMemoryStorage.js'

const ADDRESS = '0x1111111111111111111111111111111111111111'
const answer = (connectorId: string): AdapterConnection => ({
  connectorId,
  accounts: [{ namespace: 'eip155', address: ADDRESS, type: 'eoa' }],
  chainId: 1,
})

/** A wallet whose answer to the restore the test gives when it wants. */
function slowRestore() {
  let settle: { resolve: (c: AdapterConnection) => void; reject: (e: unknown) => void } | undefined
  const promise = new Promise<AdapterConnection>((resolve, reject) => {
    settle = { resolve, reject }
  })
  return {
    promise,
    resolve: (c: AdapterConnection) => settle?.resolve(c),
    reject: (e: unknown) => settle?.reject(e),
  }
}

/** A client coming back after a reload of a page connected to the eip155 test wallet, its restore held. */
async function reloadWithSlowWallet() {
  const storage = createMemoryStorage()
  const first = createTestClient({ storage })
  await first.client.ready()
  await first.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
  first.client.destroy()
  const restore = slowRestore()
  const second = createTestClient({ storage })
  second.evm.reconnect = () => restore.promise
  await flushPromises()
  expect(second.client.getState().connection.status.eip155).toBe('connecting')
  return { ...second, storage, restore }
}

describe('a stored connection that never answers is given up', () => {
  it('R-STATE-20: after the RPC timeout the namespace is disconnected with a warning, the stored connection dropped, and a late answer ignored', async () => {
    const { client, clock, log, storage, restore } = await reloadWithSlowWallet()
    clock.advance(RPC_TIMEOUT_MS - 1)
    await flushPromises()
    expect(client.getState().connection.status.eip155).toBe('connecting')
    clock.advance(1)
    await client.ready()
    expect(client.getState().connection.status.eip155).toBe('disconnected')
    expect(log.records.some((r) => r.level === 'warn' && r.message.includes('Could not restore'))).toBe(true)
    expect(storage.getItem('sigil:connection:eip155')).toBeNull()
    restore.resolve(answer('eip155-wallet'))
    await flushPromises()
    expect(client.getState().connection.status.eip155).toBe('disconnected')
    // The person connects again.
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    expect(client.getState().connection.status.eip155).toBe('connected')
  })

  it('R-STATE-20 R-STATE-21: the bound holds for every namespace: a Solana session that hangs is given up, the EVM one restored', async () => {
    const storage = createMemoryStorage()
    const first = createTestClient({ storage })
    await first.client.ready()
    await first.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    await first.client.connect({ connectorId: 'solana-wallet', namespace: 'solana' })
    first.client.destroy()
    const { client, clock, solana } = createTestClient({ storage })
    solana.behaviour.reconnect = 'hang'
    await flushPromises()
    clock.advance(RPC_TIMEOUT_MS)
    await client.ready()
    expect(client.getState().connection.status).toMatchObject({ eip155: 'connected', solana: 'disconnected' })
    expect(storage.getItem('sigil:connection:solana')).toBeNull()
  })

  it('R-STATE-20: an embedded-wallet session gets its frame’s load timeout on top of the RPC timeout', async () => {
    const storage = createMemoryStorage()
    const first = createTestClient({ storage })
    await first.client.ready()
    await first.client.connect({ connectorId: 'auth', namespace: 'eip155' })
    first.client.destroy()
    const { client, clock, evm } = createTestClient({ storage })
    evm.behaviour.reconnect = 'hang'
    await flushPromises()
    clock.advance(RPC_TIMEOUT_MS)
    await flushPromises()
    expect(client.getState().connection.status.eip155).toBe('connecting')
    clock.advance(IFRAME_LOAD_TIMEOUT_MS)
    await client.ready()
    expect(client.getState().connection.status.eip155).toBe('disconnected')
  })

  it('R-STATE-21: a restore given up leaves an open modal as it is', async () => {
    const { client, clock } = await reloadWithSlowWallet()
    void client.open({ view: 'Networks' })
    clock.advance(RPC_TIMEOUT_MS)
    await client.ready()
    expect(client.getState().connection.status.eip155).toBe('disconnected')
    expect(client.getState().modal.open).toBe(true)
  })
})

describe('a restore and a connect at once end in one state', () => {
  it('R-STATE-19 R-STATE-22: a restore that lands while the modal shows the wallet list closes it on the account', async () => {
    const { client, restore } = await reloadWithSlowWallet()
    void client.open()
    expect(client.getState().router.view).toBe('Connect')
    restore.resolve(answer('eip155-wallet'))
    await client.ready()
    expect(client.getState().connection.status.eip155).toBe('connected')
    expect(client.getState().modal.open).toBe(false)
  })

  it('R-STATE-22: a restore that lands while the modal waits for the same wallet closes it; the pick then asks nothing more', async () => {
    const { client, evm, restore } = await reloadWithSlowWallet()
    evm.behaviour.connect = 'hang'
    void client.open()
    const picked = client.chooseConnector({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    expect(client.getState().router.view).toBe('ConnectingExternal')
    restore.resolve(answer('eip155-wallet'))
    await client.ready()
    await expect(picked).rejects.toMatchObject({ code: expect.any(String) })
    const { connection, modal } = client.getState()
    expect(modal.open).toBe(false)
    expect(connection.status.eip155).toBe('connected')
    expect(connection.lastError).toBeUndefined()
  })

  it('R-STATE-22: a restore that lands while the modal waits for another wallet leaves it waiting; that wallet decides', async () => {
    const { client, evm, restore } = await reloadWithSlowWallet()
    let answerRabbit: (c: AdapterConnection) => void = () => {}
    evm.connect = () =>
      new Promise((resolve) => {
        answerRabbit = resolve
      })
    void client.open({ view: 'ConnectingExternal', data: { connectorId: 'rabbit' } })
    const picked = client.connect({ connectorId: 'rabbit', namespace: 'eip155' })
    restore.resolve(answer('eip155-wallet'))
    await flushPromises()
    expect(client.getState().modal.open).toBe(true)
    answerRabbit(answer('rabbit'))
    await picked
    expect(client.getState().connection.activeConnectorId.eip155).toBe('rabbit')
    expect(client.getState().modal.open).toBe(false)
  })

  it('R-STATE-20 R-STATE-23: a restore that fails while the person connects leaves the namespace to that connect', async () => {
    const { client, evm, restore, storage } = await reloadWithSlowWallet()
    let answerPick: (c: AdapterConnection) => void = () => {}
    evm.connect = () =>
      new Promise((resolve) => {
        answerPick = resolve
      })
    evm.reconnect = () => restore.promise
    const picked = client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    restore.reject(new Error('the wallet is locked'))
    await flushPromises()
    expect(client.getState().connection.status.eip155).toBe('connecting')
    answerPick(answer('eip155-wallet'))
    await picked
    expect(client.getState().connection.status.eip155).toBe('connected')
    expect(storage.getItem('sigil:connection:eip155')).not.toBeNull()
  })

  it('R-STATE-22: picking the wallet that is already connected ends the connect flow', async () => {
    const { client, clock } = createTestClient()
    await client.ready()
    await client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    clock.advance(1_000)
    await client.open({ view: 'Connect' })
    await client.chooseConnector({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    expect(client.getState().modal.open).toBe(false)
  })
})

describe('two picks at once end in one state', () => {
  /** An adapter whose connect answers per wallet when the test says. */
  function heldConnects(evm: ReturnType<typeof createTestClient>['evm']) {
    const held = new Map<string, { resolve: (c: AdapterConnection) => void; reject: (e: unknown) => void }>()
    evm.connect = ({ connectorId }) =>
      new Promise((resolve, reject) => {
        held.set(connectorId, { resolve, reject })
      })
    return {
      answer: (id: string) => held.get(id)?.resolve(answer(id)),
      refuse: (id: string) =>
        held.get(id)?.reject(Object.assign(new Error('User rejected.'), { code: 4001 })),
    }
  }

  it('R-STATE-22: the first wallet refusing after the person picked another leaves the second one waiting, with no error shown', async () => {
    const { client, evm } = createTestClient()
    await client.ready()
    const wallets = heldConnects(evm)
    void client.open({ view: 'ConnectingExternal', data: { connectorId: 'first' } })
    const first = client.connect({ connectorId: 'first', namespace: 'eip155' })
    const second = client.connect({ connectorId: 'second', namespace: 'eip155' })
    wallets.refuse('first')
    await expect(first).rejects.toMatchObject({ code: 'CONNECTION_REJECTED' })
    expect(client.getState().connection.status.eip155).toBe('connecting')
    expect(client.getState().connection.lastError).toBeUndefined()
    wallets.answer('second')
    await second
    expect(client.getState().connection).toMatchObject({
      status: { eip155: 'connected' },
      activeConnectorId: { eip155: 'second' },
    })
  })

  it('R-STATE-22: the first wallet answering after the person picked another decides nothing; the second one does', async () => {
    const { client, evm } = createTestClient()
    await client.ready()
    const wallets = heldConnects(evm)
    void client.open({ view: 'ConnectingExternal', data: { connectorId: 'second' } })
    const first = client.connect({ connectorId: 'first', namespace: 'eip155' })
    const second = client.connect({ connectorId: 'second', namespace: 'eip155' })
    wallets.answer('first')
    await first
    expect(client.getState().connection.status.eip155).toBe('connecting')
    expect(client.getState().modal.open).toBe(true)
    wallets.answer('second')
    await second
    expect(client.getState().connection.activeConnectorId.eip155).toBe('second')
    expect(client.getState().modal.open).toBe(false)
  })

  it('R-STATE-22: the same wallet asked again (Try again) is still answered by its first request', async () => {
    const { client, evm, clock } = createTestClient()
    await client.ready()
    const requests: ((c: AdapterConnection) => void)[] = []
    evm.connect = () => new Promise((resolve) => requests.push(resolve))
    void client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    clock.advance(1_000)
    void client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
    requests[0]?.(answer('eip155-wallet'))
    await flushPromises()
    expect(client.getState().connection.status.eip155).toBe('connected')
  })
})
