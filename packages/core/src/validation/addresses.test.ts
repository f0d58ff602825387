import { base58 } from '@scure/base'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { BASE58_ALPHABET } from '../constants/index.js'
import { isBitcoinAddress, parseBitcoinAddress } from './bitcoinAddress.js'
import { isSolanaAddress } from './solanaAddress.js'

describe('isSolanaAddress', () => {
  it('R-CORE-13 accepts 32 to 44 base58 characters that decode to a public key', () => {
    expect(isSolanaAddress('11111111111111111111111111111111')).toBe(true)
    expect(isSolanaAddress('TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA')).toBe(true)
    fc.assert(
      fc.property(fc.uint8Array({ minLength: 32, maxLength: 32 }), (key) => {
        expect(isSolanaAddress(base58.encode(key))).toBe(true)
      }),
      { numRuns: 200 },
    )
  })

  it('R-CORE-13 rejects 31 and 45 characters and the letters outside the alphabet', () => {
    expect(isSolanaAddress('1'.repeat(31))).toBe(false)
    expect(isSolanaAddress('2'.repeat(45))).toBe(false)
    const valid = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
    for (const letter of ['0', 'O', 'I', 'l']) expect(isSolanaAddress(letter + valid.slice(1))).toBe(false)
    // Right length and alphabet, but 33 bytes once decoded.
    expect(isSolanaAddress('z'.repeat(44))).toBe(false)
  })

  it('R-CORE-28 the base58 alphabet is Bitcoin’s', () => {
    expect(BASE58_ALPHABET).toBe('123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz')
    // The decoder we rely on uses the same digits in the same order.
    expect([...BASE58_ALPHABET].map((char) => base58.decode(`2${char}`)[0])).toEqual(
      [...BASE58_ALPHABET].map((_, value) => 58 + value),
    )
    const valid = 'TokenkegQfeZyiNwAJbNbGKPFXCWuBvf9Ss623VQ5DA'
    for (let code = 33; code < 127; code++) {
      const char = String.fromCharCode(code)
      expect(isSolanaAddress(valid.slice(0, -1) + char)).toBe(BASE58_ALPHABET.includes(char))
    }
  })
})

describe('isBitcoinAddress', () => {
  it.each([
    ['1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNa', 'mainnet', 'p2pkh'],
    ['3J98t1WpEZ73CNmQviecrnyiWrnqRhWNLy', 'mainnet', 'p2sh'],
    ['mipcBbFg9gMiCh81Kj8tqqdgoZub1ZJRfn', 'testnet', 'p2pkh'],
    ['2MzQwSSnBHWHqSAqtTVQ6v47XtaisrJa1Vc', 'testnet', 'p2sh'],
    ['bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4', 'mainnet', 'p2wpkh'],
    ['BC1QW508D6QEJXTDG4Y5R3ZARVARY0C5XW7KV8F3T4', 'mainnet', 'p2wpkh'],
    ['bc1qrp33g0q5c5txsp9arysrx4k6zdkfs4nce4xj0gdcccefvpysxf3qccfmv3', 'mainnet', 'p2wsh'],
    ['tb1qw508d6qejxtdg4y5r3zarvary0c5xw7kxpjzsx', 'testnet', 'p2wpkh'],
    ['bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqzk5jj0', 'mainnet', 'p2tr'],
  ])('accepts %s (%s %s)', (address, network, type) => {
    expect(parseBitcoinAddress(address)).toEqual({ network, type })
    expect(isBitcoinAddress(address, network as 'mainnet')).toBe(true)
    expect(isBitcoinAddress(address, network === 'mainnet' ? 'testnet' : 'mainnet')).toBe(false)
  })

  it.each([
    ['a bad base58 checksum', '1A1zP1eP5QGefi2DMPTfTL5SLmv7DivfNb'],
    ['a version 0 program with a bech32m checksum', 'bc1qw508d6qejxtdg4y5r3zarvary0c5xw7kemeawh'],
    [
      'a version 1 program with a bech32 checksum',
      'bc1p0xlxvlhemja6c4dqv22uapctqupfhlxm9h8z3k2e72q4k9hcz7vqh2y7hd',
    ],
    ['mixed case', 'bc1qW508d6qejxtdg4y5r3zarvary0c5xw7kv8f3t4'],
    ['an unknown prefix', 'ltc1qw508d6qejxtdg4y5r3zarvary0c5xw7kgmn4n9'],
    ['an EVM address', '0x5aAeb6053F3E94C9b9A09f33669435E7Ef1BeAed'],
    ['an empty string', ''],
  ])('rejects %s', (_, address) => {
    expect(isBitcoinAddress(address)).toBe(false)
  })
})
