import type { AdapterSendTransactionParameters } from '@sigil/core'
import { ChainMismatchError, numberToHex } from 'viem'
import { describe, expect, it } from 'vitest'
import { testNetwork } from '../test/context.js'
import { FakeEip1193Provider, walletError } from '../test/FakeEip1193Provider.js'
import { sendTransaction } from './sendTransaction.js'

const FROM = '0xf39Fd6e51aad88F6F4ce6aB8827279cffFb92266'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

function onChain(chainId: number) {
  return new FakeEip1193Provider({
    eth_chainId: () => `0x${chainId.toString(16)}`,
    eth_sendTransaction: () => '0xhash',
  })
}

const parameters = (
  overrides: Partial<AdapterSendTransactionParameters> = {},
): AdapterSendTransactionParameters => ({
  connectorId: 'injected',
  network: testNetwork({ id: 1 }),
  from: FROM,
  to: TO,
  value: '1000000000000000000',
  ...overrides,
})

describe('sendTransaction', () => {
  it('sends from, to, hex value and data on the checked chain', async () => {
    const provider = onChain(1)
    await expect(sendTransaction(provider, parameters({ data: '0xabcd' }))).resolves.toBe('0xhash')
    expect(provider.calls).toEqual([
      { method: 'eth_chainId', params: undefined },
      {
        method: 'eth_sendTransaction',
        params: [{ from: FROM, to: TO, value: '0xde0b6b3a7640000', data: '0xabcd', chainId: '0x1' }],
      },
    ])
  })

  it('refuses to send when the wallet is on another chain', async () => {
    const provider = onChain(10)
    await expect(sendTransaction(provider, parameters())).rejects.toBeInstanceOf(ChainMismatchError)
    expect(provider.methods()).toEqual(['eth_chainId'])
  })

  it.each([
    ['from', { from: '0x1234' }, 'INVALID_ADDRESS'],
    ['to', { to: 'vitalik' }, 'INVALID_ADDRESS'],
    ['value', { value: '-1' }, 'INVALID_INPUT'],
    ['value', { value: '1.5' }, 'INVALID_INPUT'],
    ['data', { data: 'zz' }, 'INVALID_INPUT'],
  ] as const)('checks %s before the wallet is asked', async (_field, overrides, code) => {
    const provider = onChain(1)
    await expect(sendTransaction(provider, parameters(overrides))).rejects.toMatchObject({ code })
    expect(provider.calls).toEqual([])
  })

  it('R-ERR-25 a refused transaction (4001) is a typed user-rejected error', async () => {
    const provider = onChain(1).handle('eth_sendTransaction', () => {
      throw walletError(4001)
    })
    await expect(sendTransaction(provider, parameters())).rejects.toMatchObject({
      code: 'USER_REJECTED_REQUEST',
      rpcCode: 4001,
    })
  })

  it('R-EVM-15 a ZKsync transaction carries gasPerPubdata 50000', async () => {
    const provider = onChain(324)
    const network = testNetwork({ id: 324, stack: 'zksync' })
    await sendTransaction(provider, parameters({ network }))
    const [transaction] = provider.paramsAt(1) as [Record<string, unknown>]
    expect(transaction.eip712Meta).toEqual({ gasPerPubdata: numberToHex(50_000) })
  })
})
