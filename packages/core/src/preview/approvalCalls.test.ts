import { describe, expect, it } from 'vitest'
import { approvalCalls } from './approvalCalls.js'

const FROM = '0x1111111111111111111111111111111111111111'
const TO = '0x70997970C51812dc3A010C7d01b50e0d17dc79C8'

describe('approvalCalls', () => {
  it('R-SEC-05 eth_sendTransaction: one call, the value as a decimal string, hex or bigint in', () => {
    expect(
      approvalCalls({
        method: 'eth_sendTransaction',
        params: [{ from: FROM, to: TO, value: '0x2386f26fc10000' }],
      }),
    ).toEqual({ from: FROM, calls: [{ to: TO, value: '10000000000000000' }] })
    expect(
      approvalCalls({ method: 'eth_sendTransaction', params: [{ to: TO, value: 5n, data: '0xa9059cbb' }] }),
    ).toEqual({
      calls: [{ to: TO, value: '5', data: '0xa9059cbb' }],
    })
  })

  it('R-SEC-05 wallet_sendCalls: the batch in order', () => {
    expect(
      approvalCalls({
        method: 'wallet_sendCalls',
        params: [
          {
            version: '2.0.0',
            from: FROM,
            chainId: '0x7a69',
            calls: [
              { to: TO, data: '0x01' },
              { to: TO, value: '0x1' },
            ],
          },
        ],
      }),
    ).toEqual({
      from: FROM,
      calls: [
        { to: TO, value: '0', data: '0x01' },
        { to: TO, value: '1' },
      ],
    })
  })

  it('anything else is not a preview: other methods, contract creation, bad fields', () => {
    expect(approvalCalls({ method: 'personal_sign', params: ['0x68', FROM] })).toBeUndefined()
    expect(approvalCalls({ method: 'eth_sendTransaction', params: [{ data: '0x6080' }] })).toBeUndefined()
    expect(
      approvalCalls({ method: 'eth_sendTransaction', params: [{ to: 'bob', value: '0x1' }] }),
    ).toBeUndefined()
    expect(
      approvalCalls({ method: 'eth_sendTransaction', params: [{ to: TO, value: '-1' }] }),
    ).toBeUndefined()
    expect(approvalCalls({ method: 'eth_sendTransaction', params: [{ to: TO, data: 'zz' }] })).toBeUndefined()
    expect(
      approvalCalls({ method: 'wallet_sendCalls', params: [{ calls: [{ to: TO }, { to: 'x' }] }] }),
    ).toBeUndefined()
    expect(approvalCalls({ method: 'wallet_sendCalls', params: [{ calls: [] }] })).toBeUndefined()
    expect(approvalCalls({ method: 'eth_sendTransaction' })).toBeUndefined()
  })
})
