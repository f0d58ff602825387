import { createTestClient, testMainnet, testSolana } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import type { ChainAdapter } from '../adapter.js'
import type { CallsPreview } from './callsPreview.js'
import { previewCalls } from './previewCalls.js'

const FROM = '0x1111111111111111111111111111111111111111'
const calls = [{ to: '0x70997970C51812dc3A010C7d01b50e0d17dc79C8', value: '1' }]

describe('previewCalls', () => {
  it('a network whose adapter cannot preview says so, rather than showing nothing', async () => {
    const { client } = createTestClient()
    await client.ready()
    const preview = await previewCalls(client, { network: testSolana, from: FROM, calls, keepsTerms: true })
    expect(preview).toEqual({ status: 'unavailable', reason: 'network' })
  })

  it('asks the adapter of the network and gives its answer', async () => {
    const { client, evm } = createTestClient()
    await client.ready()
    const ready: CallsPreview = {
      status: 'ready',
      method: 'simulate',
      changes: [{ asset: { kind: 'native' }, amount: '-1' }],
      tokensTraced: true,
      checked: 1,
      fee: { amount: '21000', kind: 'exact' },
    }
    const asked: unknown[] = []
    ;(evm as ChainAdapter).previewCalls = async (parameters) => {
      asked.push(parameters)
      return ready
    }
    const parameters = { network: testMainnet, from: FROM, calls, keepsTerms: true }
    expect(await previewCalls(client, parameters)).toBe(ready)
    expect(asked).toEqual([parameters])
  })

  it('an RPC that cannot run the calls becomes unavailable: rpc, the cause told to the caller for its log', async () => {
    const { client, evm } = createTestClient()
    await client.ready()
    ;(evm as ChainAdapter).previewCalls = async () => {
      throw new Error('fetch failed: connection refused')
    }
    const causes: unknown[] = []
    const preview = await previewCalls(
      client,
      { network: testMainnet, from: FROM, calls, keepsTerms: true },
      (error) => causes.push(error),
    )
    expect(preview).toEqual({ status: 'unavailable', reason: 'rpc' })
    expect(causes).toEqual([new Error('fetch failed: connection refused')])
  })
})
