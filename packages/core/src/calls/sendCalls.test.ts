import { createTestClient, FakeUserRejectedError, flushPromises, type TestClientOptions } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapter.js'
import { pendingCallsKey, pendingCallsOf } from './pendingCalls.js'
import { planCalls } from './planCalls.js'
import { sendCalls } from './sendCalls.js'
import type { AtomicCapability, CallsStatusReport } from './types.js'
import { CALLS_STATUS_INTERVAL_MS, resumePendingCalls } from './watchCalls.js'

const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const CALLS = [{ to: TO, value: '1' }, { to: TO, data: '0xa9059cbb' }, { to: TO }]
const hashOf = (n: number) => `0x${n.toString(16).padStart(64, '0')}`

type Wallet = {
  capability?: AtomicCapability | 'absent'
  statuses?: CallsStatusReport[]
  reverts?: number[]
  rejectPrompt?: number
}

/** A connected test client whose EVM adapter batches as `wallet` says, recording what it is asked. */
async function connected(wallet: Wallet = {}, options: TestClientOptions = {}) {
  const test = createTestClient(options)
  await test.client.ready()
  await test.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
  await flushPromises()
  const asked: string[] = []
  let sent = 0
  const statuses = [...(wallet.statuses ?? [])]
  const members: Partial<ChainAdapter> = {
    sendTransaction: async () => {
      sent += 1
      asked.push(`eth_sendTransaction ${sent}`)
      if (wallet.rejectPrompt === sent) throw new FakeUserRejectedError()
      return hashOf(sent)
    },
    waitForTransaction: async ({ hash }) => ({
      status: wallet.reverts?.includes(Number(hash)) ? 'reverted' : 'success',
    }),
  }
  const { capability = 'supported' } = wallet
  if (capability !== 'absent') {
    members.getAtomicCapability = async () => {
      asked.push('wallet_getCapabilities')
      return capability
    }
    members.sendCalls = async ({ calls }) => {
      asked.push(`wallet_sendCalls ${calls.length}`)
      if (wallet.rejectPrompt === 1) throw new FakeUserRejectedError()
      return { id: '0xba7c' }
    }
    members.getCallsStatus = async () => {
      asked.push('wallet_getCallsStatus')
      return statuses.length > 1 ? statuses.shift()! : (statuses[0] ?? { status: 'pending', hashes: [] })
    }
  }
  Object.assign(test.evm, members)
  return { ...test, asked }
}

describe('sendCalls', () => {
  it('R-EVM-03: one prompt for the whole batch where the wallet runs it atomically', async () => {
    const { client, clock, asked } = await connected({
      statuses: [
        { status: 'pending', hashes: [] },
        { status: 'confirmed', hashes: [hashOf(9)] },
      ],
    })
    expect(await planCalls(client, { calls: 3 })).toEqual({ atomic: true, prompts: 1 })
    const sent = await sendCalls(client, { calls: CALLS, summary: 'Three calls' })
    expect(sent).toMatchObject({ id: '0xba7c', atomic: true })
    expect(pendingCallsOf(client).getState().list[0]).toMatchObject({
      id: '0xba7c',
      status: 'pending',
      calls: 3,
    })
    await flushPromises()
    clock.advance(CALLS_STATUS_INTERVAL_MS)
    expect(await sent.done).toEqual({ status: 'confirmed', hashes: [hashOf(9)] })
    expect(pendingCallsOf(client).getState().list[0]).toMatchObject({
      status: 'confirmed',
      hashes: [hashOf(9)],
    })
    // Capabilities are asked once per account and network; one wallet_sendCalls for three calls.
    expect(asked.filter((call) => call.startsWith('wallet_getCapabilities'))).toHaveLength(1)
    expect(asked.filter((call) => !call.startsWith('wallet_get'))).toEqual(['wallet_sendCalls 3'])
  })

  it('a wallet that says "ready" (it upgrades the account in the same prompt) is one prompt too', async () => {
    const { client } = await connected({ capability: 'ready' })
    expect(await planCalls(client, { calls: 2 })).toEqual({ atomic: true, prompts: 1 })
  })

  it('falls back to one prompt per call, each mined before the next, when the wallet cannot batch', async () => {
    for (const capability of ['unsupported', 'absent'] as const) {
      const { client, asked } = await connected({ capability })
      expect(await planCalls(client, { calls: 3 })).toEqual({ atomic: false, prompts: 3 })
      const prompts: string[] = []
      const sent = await sendCalls(client, {
        calls: CALLS,
        onPrompt: (prompt, total) => prompts.push(`${prompt}/${total}`),
      })
      expect(sent.atomic).toBe(false)
      expect(await sent.done).toEqual({ status: 'confirmed', hashes: [hashOf(1), hashOf(2), hashOf(3)] })
      expect(prompts).toEqual(['1/3', '2/3', '3/3'])
      expect(asked.filter((call) => call.startsWith('eth_'))).toHaveLength(3)
      expect(pendingCallsOf(client).getState().list[0]).toMatchObject({ status: 'confirmed', atomic: false })
    }
  })

  it('one by one: a refusal at the first prompt sends nothing; a later one leaves the batch partly done', async () => {
    const first = await connected({ capability: 'unsupported', rejectPrompt: 1 })
    await expect(sendCalls(first.client, { calls: CALLS })).rejects.toBeInstanceOf(FakeUserRejectedError)
    expect(pendingCallsOf(first.client).getState().list).toEqual([])

    const second = await connected({ capability: 'unsupported', rejectPrompt: 2 })
    const sent = await sendCalls(second.client, { calls: CALLS })
    const outcome = await sent.done
    expect(outcome).toMatchObject({ status: 'partial', hashes: [hashOf(1)] })
    expect(outcome.error).toBeInstanceOf(FakeUserRejectedError)

    const reverted = await connected({ capability: 'unsupported', reverts: [1] })
    expect(await (await sendCalls(reverted.client, { calls: CALLS })).done).toMatchObject({
      status: 'failed',
    })
  })

  it('R-EVM-04: refuses malformed calls before asking the wallet anything', async () => {
    const { client, asked } = await connected()
    await expect(sendCalls(client, { calls: [{ to: TO, data: 'abcd' }] })).rejects.toThrow(/data/)
    await expect(sendCalls(client, { calls: [{ to: 'wallet' }] })).rejects.toThrow(/to/)
    expect(asked).toEqual([])
  })

  it('refuses to send while no account is connected', async () => {
    const test = createTestClient()
    await test.client.ready()
    await expect(sendCalls(test.client, { calls: CALLS })).rejects.toThrow(/No connected account/)
  })
})

describe('pending batches', () => {
  it('survive a reload (a new client on the same storage) and are watched again until they settle', async () => {
    const first = await connected({ statuses: [{ status: 'pending', hashes: [] }] })
    await sendCalls(first.client, { calls: CALLS, summary: 'Three calls' })
    expect(first.storage.getItem(pendingCallsKey(first.client))).toContain('0xba7c')
    first.client.destroy()

    const reloaded = await connected(
      { statuses: [{ status: 'partial', hashes: [hashOf(4)] }] },
      { storage: first.storage },
    )
    expect(pendingCallsOf(reloaded.client).getState().list[0]).toMatchObject({
      id: '0xba7c',
      status: 'pending',
      summary: 'Three calls',
    })
    resumePendingCalls(reloaded.client)
    await flushPromises()
    expect(pendingCallsOf(reloaded.client).getState().list[0]).toMatchObject({ status: 'partial' })
  })

  it("are the pendingCalls slice of the client's one state: subscribers see each change, another client sees none", async () => {
    const { client } = await connected({ statuses: [{ status: 'pending', hashes: [] }] })
    const other = await connected()
    const seen: number[] = []
    client.subscribe(
      (state) => state.pendingCalls,
      (batches) => seen.push(batches.list.length),
    )
    await sendCalls(client, { calls: CALLS, summary: 'Three calls' })
    expect(client.getState().pendingCalls).toBe(pendingCallsOf(client).getState())
    expect(client.getState().pendingCalls.list[0]).toMatchObject({ id: '0xba7c', status: 'pending' })
    expect(seen).toContain(1)
    expect(other.client.getState().pendingCalls.list).toEqual([])
  })

  it('R-ACCT-30: at most 99 pending batches are tracked; the oldest drops and is counted', async () => {
    const { client } = await connected()
    const tracker = pendingCallsOf(client)
    for (let n = 0; n < 100; n += 1)
      tracker.add({
        id: `0x${n}`,
        caipNetworkId: 'eip155:1',
        from: TO,
        summary: '',
        calls: 2,
        atomic: true,
        hashes: [],
        sentAt: n,
      })
    expect(tracker.getState().list.filter((entry) => entry.status === 'pending')).toHaveLength(99)
    expect(tracker.getState().untracked).toBe(1)
    expect(tracker.getState().list.some((entry) => entry.id === '0x0')).toBe(false)
  })

  it('drops a stored list that is not of its shape (storage is input)', async () => {
    const test = createTestClient()
    test.storage.setItem(
      'sigil:calls',
      JSON.stringify({ v: 1, value: { list: [{ id: '0x1', from: 'not an address' }], untracked: 0 } }),
    )
    expect(pendingCallsOf(test.client).getState().list).toEqual([])
    expect(test.storage.getItem('sigil:calls')).toBeNull()
  })
})
