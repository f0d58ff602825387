import { createTestClient } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import type { TokenTransferParameters } from '../adapter.js'
import type { SendToken } from '../send/sendState.js'
import { sendPreviewCalls } from './sendPreviewCalls.js'

const RECEIVER = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'
const TOKEN = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const eth: SendToken = {
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  caipNetworkId: 'eip155:1',
  balance: '1.5',
}
const dusd: SendToken = {
  ...eth,
  name: 'Devnet USD',
  symbol: 'dUSD',
  decimals: 6,
  address: TOKEN,
  balance: '100',
}

async function connected() {
  const test = createTestClient()
  await test.client.ready()
  await test.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
  Object.assign(test.evm, {
    async buildTokenTransfer(parameters: TokenTransferParameters) {
      return { to: parameters.token, value: '0', data: `0xa9059cbb${parameters.amount}` }
    },
  })
  return test
}

describe('sendPreviewCalls', () => {
  it('R-ACCT-03 the native coin: one call carrying the value to the receiver', async () => {
    const { client } = await connected()
    const calls = await sendPreviewCalls(client, {
      token: eth,
      sendTokenAmount: '0.01',
      receiverAddress: RECEIVER,
    })
    expect(calls).toEqual([{ to: RECEIVER, value: '10000000000000000' }])
  })

  it('R-ACCT-03 a token: the transfer the adapter builds, as Send will send it', async () => {
    const { client } = await connected()
    const calls = await sendPreviewCalls(client, {
      token: dusd,
      sendTokenAmount: '12.5',
      receiverAddress: RECEIVER,
    })
    expect(calls).toEqual([{ to: TOKEN, value: '0', data: '0xa9059cbb12500000' }])
  })

  it('nothing while the form is incomplete or wrong', async () => {
    const { client } = await connected()
    expect(
      await sendPreviewCalls(client, { token: eth, sendTokenAmount: '', receiverAddress: RECEIVER }),
    ).toBeUndefined()
    expect(
      await sendPreviewCalls(client, { token: eth, sendTokenAmount: '0.01', receiverAddress: '0x12' }),
    ).toBeUndefined()
    expect(
      await sendPreviewCalls(client, {
        token: { ...eth, caipNetworkId: 'eip155:8453' },
        sendTokenAmount: '1',
        receiverAddress: RECEIVER,
      }),
    ).toBeUndefined()
  })
})
