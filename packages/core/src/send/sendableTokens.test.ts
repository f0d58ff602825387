import { describe, expect, it } from 'vitest'
import type { CaipNetwork } from '../caip/types.js'
import { sendableTokens } from './sendableTokens.js'

const devnet: CaipNetwork = {
  id: 31337,
  caipNetworkId: 'eip155:31337',
  chainNamespace: 'eip155',
  name: 'Devnet A',
  nativeCurrency: { name: 'Ether', symbol: 'ETH', decimals: 18 },
  rpcUrls: { default: { http: ['http://127.0.0.1:8545'] } },
}
const DUSD = '0x700b6A60ce7EaaEA56F065753d8dcB9653dbAD35'
const native = {
  name: 'Ether',
  symbol: 'ETH',
  chainId: 'eip155:31337',
  decimals: 18,
  quantity: { decimals: '18', numeric: '9999.5' },
  iconUrl: 'http://127.0.0.1/eth.svg',
}
const dusd = {
  name: 'Devnet USD',
  symbol: 'dUSD',
  chainId: 'eip155:31337',
  address: `eip155:31337:${DUSD}`,
  decimals: 6,
  quantity: { decimals: '6', numeric: '10000.0' },
  iconUrl: '',
}

describe('sendable tokens', () => {
  it('R-ACCT-03 the native coin first, with the balance read from the chain, then the tokens held', () => {
    const tokens = sendableTokens({ network: devnet, nativeBalance: '9999.25', balances: [dusd, native] })
    expect(tokens).toEqual([
      {
        name: 'Ether',
        symbol: 'ETH',
        decimals: 18,
        caipNetworkId: 'eip155:31337',
        balance: '9999.25',
        iconUrl: 'http://127.0.0.1/eth.svg',
      },
      {
        name: 'Devnet USD',
        symbol: 'dUSD',
        decimals: 6,
        caipNetworkId: 'eip155:31337',
        address: DUSD,
        balance: '10000.0',
      },
    ])
  })

  it("R-ACCT-03 without the service's list the native coin still comes from the chain balance; without either, nothing", () => {
    expect(sendableTokens({ network: devnet, nativeBalance: '1.5', balances: [] })).toEqual([
      { name: 'Ether', symbol: 'ETH', decimals: 18, caipNetworkId: 'eip155:31337', balance: '1.5' },
    ])
    expect(sendableTokens({ network: devnet, balances: [native] })[0]?.balance).toBe('9999.5')
    expect(sendableTokens({ network: devnet, balances: [] })).toEqual([])
  })

  it('R-ACCT-22 entries of other networks, malformed ones, zero decimals and repeats are left out', () => {
    const tokens = sendableTokens({
      network: devnet,
      balances: [
        dusd,
        { ...dusd, quantity: { decimals: '6', numeric: '5' } },
        { ...dusd, chainId: 'eip155:31338', address: `eip155:31338:${DUSD}` },
        { ...dusd, address: `eip155:1:${DUSD}` },
        { ...dusd, address: 'not-caip' },
        { ...dusd, address: 'eip155:31337:0x1', decimals: 0, quantity: { decimals: '0', numeric: '3' } },
        { ...dusd, address: 'eip155:31337:0x2', quantity: { decimals: '6', numeric: '-1' } },
        { ...dusd, address: 'eip155:31337:0x3', symbol: '' },
        null,
        'text',
        {
          ...dusd,
          address: 'eip155:31337:0x4',
          decimals: undefined,
          quantity: { decimals: '8', numeric: '2' },
        },
      ],
    })
    expect(tokens.map((token) => [token.address, token.balance, token.decimals])).toEqual([
      [DUSD, '10000.0', 6],
      ['0x4', '2', 8],
    ])
  })
})
