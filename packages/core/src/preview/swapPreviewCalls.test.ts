import { testMainnet } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import { swapPreviewCalls } from './swapPreviewCalls.js'

const ACCOUNT = '0x1111111111111111111111111111111111111111'
const DESK = '0x2222222222222222222222222222222222222222'
const TOKEN = '0x3333333333333333333333333333333333333333'

function recordingService() {
  const asked: { call: string; parameters: unknown }[] = []
  return {
    asked,
    service: {
      async buildSwapApproval(parameters: unknown) {
        asked.push({ call: 'approve', parameters })
        return { to: TOKEN as `0x${string}`, data: '0x095ea7b3' as `0x${string}`, value: 0n }
      },
      async buildSwapTransaction(parameters: unknown) {
        asked.push({ call: 'swap', parameters })
        return { to: DESK as `0x${string}`, data: '0xabcdef' as `0x${string}`, value: 5n, toAmount: 7n }
      },
    },
  }
}

describe('swapPreviewCalls', () => {
  const trade = {
    network: testMainnet,
    account: ACCOUNT,
    from: `eip155:1:${TOKEN}`,
    to: 'eip155:1:0xEeeeeEeeeEeEeeEeEeEeeEEEeeeeEeeeeeeeEEeE',
    amount: 5n,
  }

  it('R-ACCT-04 the approval first when the quote says it is needed, then the swap built without the provider estimate', async () => {
    const { service, asked } = recordingService()
    const calls = await swapPreviewCalls(service, { ...trade, needsApproval: true })
    expect(calls).toEqual([
      { to: TOKEN, data: '0x095ea7b3', value: '0' },
      { to: DESK, data: '0xabcdef', value: '5' },
    ])
    expect(asked).toEqual([
      {
        call: 'approve',
        parameters: { network: testMainnet, account: ACCOUNT, from: trade.from, to: trade.to, amount: 5n },
      },
      {
        call: 'swap',
        parameters: {
          network: testMainnet,
          account: ACCOUNT,
          from: trade.from,
          to: trade.to,
          amount: 5n,
          disableEstimate: true,
        },
      },
    ])
  })

  it('R-ACCT-04 the swap alone when no approval is needed', async () => {
    const { service, asked } = recordingService()
    expect(await swapPreviewCalls(service, { ...trade, needsApproval: false })).toEqual([
      { to: DESK, data: '0xabcdef', value: '5' },
    ])
    expect(asked.map((entry) => entry.call)).toEqual(['swap'])
  })
})
