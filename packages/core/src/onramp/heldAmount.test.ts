import { describe, expect, it } from 'vitest'
import type { TokenBalance } from '../services/blockchain/schemas.js'
import { growth, heldAmount } from './heldAmount.js'
import type { OnrampAsset } from './purchaseAssets.js'

const entry = (symbol: string, numeric: string, address?: string): TokenBalance => ({
  name: symbol,
  symbol,
  chainId: 'eip155:31337',
  ...(address ? { address } : {}),
  value: 0,
  price: 0,
  quantity: { decimals: '18', numeric },
  iconUrl: '',
})
const asset = (symbol: string, contract = ''): OnrampAsset => ({
  id: symbol.toLowerCase(),
  symbol,
  name: symbol,
  network: { name: 'devnet-a', display_name: 'Devnet A', chain_id: '31337', contract_address: contract },
})

describe('the held amount of a purchased asset', () => {
  it('R-ACCT-05 native by the entry without an address, a token by its contract', () => {
    const balances = [
      entry('ETH', '10000.5'),
      entry('dUSD', '12.25', 'eip155:31337:0x700B6A60ce7EaaEA56F065753d8dcB9653dbAD35'),
    ]
    expect(heldAmount(balances, asset('ETH'))).toBe('10000.5')
    expect(heldAmount(balances, asset('dUSD', '0x700b6a60ce7eaaea56f065753d8dcb9653dbad35'))).toBe('12.25')
    expect(heldAmount([], asset('ETH'))).toBe('0')
  })

  it('R-ACCT-05 growth is exact decimal arithmetic, and nothing when the holding did not grow', () => {
    expect(growth('10000', '10000.048522167487684729')).toBe('0.048522167487684729')
    expect(growth('0.1', '0.3')).toBe('0.2')
    expect(growth('5', '5')).toBeUndefined()
    expect(growth('5', '4.9')).toBeUndefined()
  })
})
