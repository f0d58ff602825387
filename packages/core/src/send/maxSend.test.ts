import { createTestClient, flushPromises } from '@sigil/test'
import { describe, expect, it } from 'vitest'
import type { TransactionFee } from '../adapter.js'
import { createSendController } from './createSendController.js'
import { feeCeiling, maxSend } from './maxSend.js'
import type { SendToken } from './sendState.js'

const ether: SendToken = {
  name: 'Ether',
  symbol: 'ETH',
  decimals: 18,
  caipNetworkId: 'eip155:1',
  balance: '1.5',
}
const fee: TransactionFee = { gas: '21000', maxFeePerGas: '2000000000', maxPriorityFeePerGas: '1000000' }

async function connected() {
  const setup = createTestClient()
  await setup.client.ready()
  await setup.client.connect({ connectorId: 'eip155-wallet', namespace: 'eip155' })
  return setup
}

describe('Max on the native coin reserves the estimated fee of the actual transfer', () => {
  it('the balance less gas estimate × max fee per gas, the fee terms kept for the send', async () => {
    const { client, evm } = await connected()
    const asked: unknown[] = []
    evm.estimateFee = (parameters) => {
      asked.push(parameters)
      return Promise.resolve(fee)
    }
    const receiver = '0x2222222222222222222222222222222222222222'
    const max = await maxSend(client, ether, receiver)
    expect(feeCeiling(fee)).toBe(42_000_000_000_000n)
    expect(max).toEqual({ amount: '1.499958', fee })
    expect(asked).toEqual([
      expect.objectContaining({ from: '0x1111111111111111111111111111111111111111', to: receiver }),
    ])
  })

  it('a token keeps its whole balance; without an estimate the fixed reserve is kept', async () => {
    const { client, evm } = await connected()
    expect(
      await maxSend(client, {
        ...ether,
        symbol: 'USD',
        address: '0x3333333333333333333333333333333333333333',
      }),
    ).toEqual({ amount: '1.5' })
    expect(await maxSend(client, ether)).toEqual({ amount: '1.499' })
    evm.estimateFee = () => Promise.reject(new Error('the chain did not answer'))
    expect(await maxSend(client, ether)).toEqual({ amount: '1.499' })
  })

  it('the send controller sends the Max amount with the fee terms it was computed with; an edit drops them', async () => {
    const { client, evm } = await connected()
    evm.estimateFee = () => Promise.resolve(fee)
    const controller = createSendController(client)
    controller.setToken(ether)
    await controller.setReceiver('0x2222222222222222222222222222222222222222')
    await controller.fillMax()
    expect(controller.getState()).toMatchObject({ sendTokenAmount: '1.499958', maxFee: fee })
    await controller.send()
    await flushPromises()
    expect(evm.callsOf('sendTransaction')[0]?.parameters).toMatchObject({ value: '1499958000000000000', fee })
    controller.setToken(ether)
    await controller.fillMax()
    controller.setAmount('0.1')
    expect(controller.getState().maxFee).toBeUndefined()
  })
})
