import { describe, expect, it } from 'vitest'
import { testNetwork as networkOf } from '../test/context.js'
import { FakeEip1193Provider, walletError } from '../test/FakeEip1193Provider.js'
import { getAtomicCapability, getCallsStatus, sendCalls } from './walletCalls.js'

const testNetwork = networkOf({ id: 31337 })
const ADDRESS = '0x70997970c51812dc3a010c7d01b50e0d17dc79c8'
const chainHex = `0x${Number(testNetwork.id).toString(16)}`

describe('EIP-5792 through viem', () => {
  it('asks capabilities with the address alone (the form every wallet takes) and reads the chain’s atomic status', async () => {
    const provider = new FakeEip1193Provider({
      wallet_getCapabilities: () => ({ [chainHex]: { atomic: { status: 'ready' } }, '0x2105': {} }),
    })
    expect(await getAtomicCapability(provider, { network: testNetwork, address: ADDRESS })).toBe('ready')
    expect(provider.paramsAt(0)).toEqual(['0x70997970C51812dc3A010C7d01b50e0d17dc79C8'])
  })

  it('a wallet without the method, or silent about the chain, cannot batch', async () => {
    const absent = new FakeEip1193Provider({
      wallet_getCapabilities: () => {
        throw walletError(-32601, 'The method "wallet_getCapabilities" does not exist / is not available.')
      },
    })
    expect(await getAtomicCapability(absent, { network: testNetwork, address: ADDRESS })).toBe('unsupported')
    const silent = new FakeEip1193Provider({
      wallet_getCapabilities: () => ({ '0x2105': { atomic: { status: 'supported' } } }),
    })
    expect(await getAtomicCapability(silent, { network: testNetwork, address: ADDRESS })).toBe('unsupported')
  })

  it('maps the EIP-5792 status codes: 100 pending, 200 confirmed, 500 failed, 600 partly done', async () => {
    for (const [code, status] of [
      [100, 'pending'],
      [200, 'confirmed'],
      [400, 'failed'],
      [500, 'failed'],
      [600, 'partial'],
    ] as const) {
      const provider = new FakeEip1193Provider({
        wallet_getCallsStatus: () => ({
          version: '2.0.0',
          id: '0x1',
          chainId: chainHex,
          atomic: true,
          status: code,
        }),
      })
      expect(await getCallsStatus(provider, '0x1')).toEqual({ status, hashes: [] })
    }
  })

  it('sends wallet_sendCalls v2 with atomicRequired on the wallet’s chain; a 4001 is a refusal', async () => {
    const provider = new FakeEip1193Provider({
      eth_chainId: () => chainHex,
      wallet_sendCalls: () => ({ id: '0xba7c' }),
    })
    const request = {
      connectorId: 'w',
      network: testNetwork,
      from: ADDRESS,
      calls: [
        { to: ADDRESS, value: '5' },
        { to: ADDRESS, data: '0xa9059cbb' },
      ],
    }
    expect(await sendCalls(provider, request)).toEqual({ id: '0xba7c' })
    expect(provider.paramsAt(1)).toEqual([
      expect.objectContaining({ version: '2.0.0', chainId: chainHex, atomicRequired: true }),
    ])
    const refusing = new FakeEip1193Provider({
      eth_chainId: () => chainHex,
      wallet_sendCalls: () => {
        throw walletError(4001, 'User rejected the request.')
      },
    })
    await expect(sendCalls(refusing, request)).rejects.toMatchObject({ code: 'USER_REJECTED_REQUEST' })
  })
})
