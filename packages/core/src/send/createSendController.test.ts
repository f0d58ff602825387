import { createTestClient, flushPromises } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { pendingTransactionsOf } from '../activity/pendingTransactions.js'
import type { TransactionOutcomeOnChain } from '../adapter.js'
import { createSendController, type SendFlowState } from './createSendController.js'
import type { ReceiverProfile } from './receiver.js'
import type { SendToken } from './sendState.js'

const ALICE = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const HASH = `0x${'ab'.repeat(32)}`
const dusd: SendToken = {
  name: 'Devnet USD',
  symbol: 'dUSD',
  decimals: 6,
  caipNetworkId: 'eip155:1',
  address: '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35',
  balance: '100',
}
const eth: SendToken = { name: 'Ether', symbol: 'ETH', decimals: 18, caipNetworkId: 'eip155:1', balance: '2' }
const aliceProfile: ReceiverProfile = {
  name: 'alice.reown.id',
  addresses: { '60': { address: ALICE } },
  attributes: { avatar: 'http://127.0.0.1/alice.png' },
}

/** A deferred answer the test settles by hand. */
function deferred<T>() {
  let resolve: (value: T) => void = () => {}
  let reject: (error: unknown) => void = () => {}
  const promise = new Promise<T>((ok, fail) => {
    resolve = ok
    reject = fail
  })
  return { promise, resolve, reject }
}

async function setup(options: { mined?: boolean } = {}) {
  const test = createTestClient({
    networks: [
      {
        id: 1,
        caipNetworkId: 'eip155:1',
        chainNamespace: 'eip155',
        name: 'Ethereum',
        nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
        rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
        blockExplorers: { default: { name: 'Scan', url: 'http://127.0.0.1:9000/explorer/' } },
      },
    ],
  })
  await test.client.ready()
  await test.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
  const mined = deferred<TransactionOutcomeOnChain>()
  const waits: string[] = []
  Object.assign(test.evm, {
    buildTokenTransfer: async (p: { token: string; amount: string }) => ({
      to: p.token,
      value: '0',
      data: '0xa9059cbb',
    }),
    ...(options.mined === false
      ? {}
      : {
          waitForTransaction: ({ hash }: { hash: string }) => {
            waits.push(hash)
            return mined.promise
          },
        }),
  })
  const names = new Map<string, ReturnType<typeof deferred<ReceiverProfile | undefined>>>()
  const controller = createSendController(test.client, {
    resolveName: (name) => {
      const answer = deferred<ReceiverProfile | undefined>()
      names.set(name, answer)
      return answer.promise
    },
  })
  const seen: SendFlowState[] = []
  controller.subscribe((state) => seen.push(state))
  return { ...test, controller, mined, waits, names, seen }
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0))

describe('the send flow', () => {
  it('a typed decimal comma is taken as a point, for every caller of setAmount', async () => {
    const { controller } = await setup()
    controller.setAmount(' 1,5 ')
    expect(controller.getState().sendTokenAmount).toBe('1.5')
  })

  it("R-ACCT-14 the send state holds the token, the amount, the receiver's address and its profile name and image", async () => {
    const { controller, names, clock } = await setup()
    expect(controller.getState()).toEqual({ receiverInput: '', receiverStatus: 'empty', loading: false })
    controller.setToken(dusd)
    controller.setAmount(' 12.5 ')
    const typed = controller.setReceiver('alice.reown.id')
    expect(controller.getState().receiverStatus).toBe('resolving')
    expect(controller.getState().receiverAddress).toBeUndefined()
    clock.advance(500)
    await flushPromises()
    names.get('alice.reown.id')?.resolve(aliceProfile)
    await typed
    expect(controller.getState()).toMatchObject({
      token: dusd,
      sendTokenAmount: '12.5',
      receiverAddress: ALICE,
      receiverProfileName: 'alice.reown.id',
      receiverProfileImage: 'http://127.0.0.1/alice.png',
      receiverStatus: 'resolved',
    })
  })

  it('R-PERF-08 a name is looked up once, 500 ms after the last keystroke', async () => {
    const { controller, names, clock } = await setup()
    const typing = ['alice.re', 'alice.reo', 'alice.reown.id'].map((input) => {
      const done = controller.setReceiver(input)
      clock.advance(200)
      return done
    })
    await flushPromises()
    expect([...names.keys()]).toEqual([])
    clock.advance(299)
    await flushPromises()
    expect([...names.keys()]).toEqual([])
    clock.advance(1)
    await flushPromises()
    expect([...names.keys()]).toEqual(['alice.reown.id'])
    names.get('alice.reown.id')?.resolve(aliceProfile)
    await Promise.all(typing)
    expect(controller.getState()).toMatchObject({ receiverStatus: 'resolved', receiverAddress: ALICE })
  })

  it('R-ACCT-14 a typed address is the receiver at once; a name answered after newer input is dropped; an unknown name is not-found', async () => {
    const { controller, names, clock } = await setup()
    const slow = controller.setReceiver('alice.reown.id')
    clock.advance(500)
    await flushPromises()
    await controller.setReceiver(ALICE)
    names.get('alice.reown.id')?.resolve(aliceProfile)
    await slow
    expect(controller.getState()).toMatchObject({
      receiverStatus: 'address',
      receiverAddress: ALICE,
      receiverInput: ALICE,
    })
    expect(controller.getState().receiverProfileName).toBeUndefined()

    const unknown = controller.setReceiver('nobody.reown.id')
    clock.advance(500)
    await flushPromises()
    names.get('nobody.reown.id')?.resolve(undefined)
    await unknown
    expect(controller.getState().receiverStatus).toBe('not-found')
    expect(controller.getState().receiverAddress).toBeUndefined()

    await controller.setReceiver('0xnot-an-address')
    expect(controller.getState().receiverStatus).toBe('invalid')
    expect(controller.getState().receiverAddress).toBeUndefined()
    await controller.setReceiver('')
    expect(controller.getState().receiverStatus).toBe('empty')
  })

  it('R-ACCT-15 loading while sending and until mined, then the send state is reset and the transaction kept with its explorer link', async () => {
    const { client, controller, mined, waits, evm, seen } = await setup()
    controller.setToken(dusd)
    controller.setAmount('12.5')
    await controller.setReceiver(ALICE)
    const sending = controller.send()
    expect(controller.getState().loading).toBe(true)
    // A second press while sending asks the wallet nothing.
    expect(await controller.send()).toBeUndefined()
    await flush()
    expect(waits).toEqual([HASH])
    expect(controller.getState()).toMatchObject({
      loading: true,
      token: dusd,
      transaction: { hash: HASH, status: 'pending' },
    })
    const balanceReads = evm.callsOf('getBalance').length
    mined.resolve({ status: 'success' })
    const done = await sending
    expect(done).toEqual({
      hash: HASH,
      caipNetworkId: 'eip155:1',
      explorerUrl: `http://127.0.0.1:9000/explorer/tx/${HASH}`,
      status: 'success',
      amount: '12.5',
      symbol: 'dUSD',
      receiverAddress: ALICE,
    })
    expect(controller.getState()).toEqual({
      receiverInput: '',
      receiverStatus: 'empty',
      loading: false,
      transaction: done,
    })
    expect(evm.callsOf('sendTransaction')).toHaveLength(1)
    // The sender's balance is read again from the chain once the transfer is mined.
    await flush()
    expect(evm.callsOf('getBalance').length).toBe(balanceReads + 1)
    expect(client.getState().accounts.eip155.balance).toBe('1.5')
    expect(seen.some((state) => state.loading && state.transaction === undefined)).toBe(true)
  })

  it('R-ACCT-15 a rejected request ends loading, keeps the form for another try and says why', async () => {
    const { controller, evm } = await setup()
    evm.sendTransaction = async () => {
      throw Object.assign(new Error('User rejected the request.'), { code: 4001 })
    }
    controller.setToken(eth)
    controller.setAmount('0.5')
    await controller.setReceiver(ALICE)
    expect(await controller.send()).toBeUndefined()
    expect(controller.getState()).toMatchObject({
      loading: false,
      token: eth,
      sendTokenAmount: '0.5',
      receiverAddress: ALICE,
    })
    expect(controller.getState().error?.message).toContain('User rejected the request.')
    expect(controller.getState().transaction).toBeUndefined()
  })

  it('R-ACCT-15 release() stops waiting on a silent wallet: a late refusal is dropped, a late transaction is still followed and shown', async () => {
    const { controller, evm, mined } = await setup()
    const answers: ReturnType<typeof deferred<string>>[] = []
    evm.sendTransaction = () => {
      const answer = deferred<string>()
      answers.push(answer)
      return answer.promise
    }
    controller.setToken(eth)
    controller.setAmount('0.5')
    await controller.setReceiver(ALICE)
    const refused = controller.send()
    expect(controller.getState().loading).toBe(true)
    controller.release()
    expect(controller.getState()).toMatchObject({ loading: false, sendTokenAmount: '0.5' })
    answers[0]?.reject(Object.assign(new Error('User rejected the request.'), { code: 4001 }))
    expect(await refused).toBeUndefined()
    expect(controller.getState().error).toBeUndefined()

    const late = controller.send()
    controller.release()
    answers[1]?.resolve(HASH)
    await flush()
    // Its money moved: the transaction is shown and followed though the form had let go.
    expect(controller.getState().transaction).toMatchObject({ hash: HASH, status: 'pending' })
    mined.resolve({ status: 'success' })
    expect(await late).toMatchObject({ hash: HASH, status: 'success' })
  })

  it('R-ACCT-19 R-ERR-11 sending an incomplete form is the error state, not a throw', async () => {
    const { controller, evm } = await setup()
    controller.setAmount('1')
    await controller.setReceiver(ALICE)
    expect(await controller.send()).toBeUndefined()
    expect(controller.getState().error?.shortMessage).toBe('A token is required')
    controller.setToken(eth)
    controller.setAmount('')
    expect(controller.getState().error).toBeUndefined()
    await controller.send()
    expect(controller.getState().error?.shortMessage).toBe('An amount and receiver address are required')
    expect(evm.callsOf('sendTransaction')).toEqual([])
  })

  it('R-ACCT-15 a transaction that reverts on chain is not a success: the form stays', async () => {
    const { controller, mined } = await setup()
    controller.setToken(dusd)
    controller.setAmount('1')
    await controller.setReceiver(ALICE)
    const sending = controller.send()
    await flush()
    mined.resolve({ status: 'reverted' })
    expect((await sending)?.status).toBe('reverted')
    expect(controller.getState()).toMatchObject({
      loading: false,
      token: dusd,
      sendTokenAmount: '1',
      receiverAddress: ALICE,
    })
  })

  it('R-ACCT-15 an adapter that cannot wait for blocks: submitted, and the state resets at once', async () => {
    const { controller } = await setup({ mined: false })
    controller.setToken(eth)
    controller.setAmount('1')
    await controller.setReceiver(ALICE)
    const done = await controller.send()
    expect(done?.status).toBe('submitted')
    expect(controller.getState()).toEqual({
      receiverInput: '',
      receiverStatus: 'empty',
      loading: false,
      transaction: done,
    })
  })

  it('R-ACCT-03 choosing another token clears the amount typed for the first one', async () => {
    const { controller } = await setup()
    controller.setToken(dusd)
    controller.setAmount('50')
    controller.setToken(dusd)
    expect(controller.getState().sendTokenAmount).toBe('50')
    controller.setToken(eth)
    expect(controller.getState().sendTokenAmount).toBeUndefined()
    controller.reset()
    expect(controller.getState()).toEqual({ receiverInput: '', receiverStatus: 'empty', loading: false })
  })
})

describe('the send flow with a Safe', () => {
  it('R-ACCT-15 a transaction the Safe queues for its owners is said to be queued, not waited for or confirmed', async () => {
    const test = createTestClient()
    const safeAddress = '0x3333333333333333333333333333333333333333'
    Object.assign(test.evm, {
      getConnectors: () => [{ id: 'safe', type: 'EXTERNAL', name: 'Safe', chain: 'eip155', host: 'safe' }],
      connectHost: async () => ({
        connectorId: 'safe',
        accounts: [{ namespace: 'eip155', address: safeAddress, type: 'smartAccount' }],
        chainId: 1,
      }),
      waitForTransaction: () => {
        throw new Error('a queued Safe transaction has no block to wait for')
      },
    })
    await test.client.ready()
    expect(test.client.getState().connection.activeConnectorId.eip155).toBe('safe')
    const controller = createSendController(test.client, { resolveName: async () => undefined })
    controller.setToken(eth)
    controller.setAmount('0.5')
    await controller.setReceiver(ALICE)
    const done = await controller.send()
    expect(done).toMatchObject({ hash: HASH, status: 'queued', amount: '0.5', symbol: 'ETH' })
    expect(controller.getState()).toMatchObject({ loading: false, transaction: { status: 'queued' } })
    const pending = pendingTransactionsOf(test.client)
    expect(pending.getState().list).toMatchObject([{ hash: HASH, status: 'queued', from: safeAddress }])
    // The history reloading does not forget it: it is not on chain yet.
    pending.clearSettled()
    expect(pending.getState().list).toHaveLength(1)
  })
})
