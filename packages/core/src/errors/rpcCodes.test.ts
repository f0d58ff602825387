import { describe, expect, it } from 'vitest'
import {
  createRpcCodeTable,
  DEFAULT_RPC_CODE_MESSAGES,
  errorFromRpcCode,
  errorFromWalletRejection,
  isKnownRpcCode,
  RPC_CODES,
  WalletRpcError,
} from './rpcCodes.js'
import { isSigilError } from './SigilError.js'

const SPEC_CODES = [
  -32700, -32600, -32601, -32602, -32603, -32000, -32001, -32002, -32003, -32004, -32005, -32006, 4001, 4100,
  4200, 4900, 4901, 4902, 5000, 5700, 5710, 5720, 5730, 5740, 5750, 5760, 32603,
]

describe('RPC codes', () => {
  it('R-ERR-24 every code of the spec is named and maps to a typed error', () => {
    expect(Object.values(RPC_CODES).sort((a, b) => a - b)).toEqual([...SPEC_CODES].sort((a, b) => a - b))
    for (const code of SPEC_CODES) {
      expect(isKnownRpcCode(code)).toBe(true)
      const error = errorFromRpcCode(code)
      expect(error).toBeInstanceOf(WalletRpcError)
      expect(isSigilError(error)).toBe(true)
      expect(error.rpcCode).toBe(code)
      expect(error.shortMessage.length).toBeGreaterThan(0)
    }
  })

  it('R-ERR-24 codes outside the list are not known but still give a typed error', () => {
    expect(isKnownRpcCode(1234)).toBe(false)
    expect(isKnownRpcCode(-32007)).toBe(false)
    const error = errorFromRpcCode(1234, 'odd wallet failure')
    expect([error.code, error.rpcCode, error.shortMessage]).toEqual([
      'WALLET_RPC_ERROR',
      1234,
      'odd wallet failure',
    ])
  })

  it('R-ERR-25 4001 is user rejected, 4902 unrecognized chain id, 32603 invalid chain id, 5000 the default', () => {
    expect(errorFromRpcCode(4001).code).toBe('USER_REJECTED_REQUEST')
    expect(errorFromRpcCode(4001, 'User denied').details).toBe('User denied')
    expect(errorFromRpcCode(4902).code).toBe('UNRECOGNIZED_CHAIN_ID')
    expect(errorFromRpcCode(32603).code).toBe('INVALID_CHAIN_ID')
    expect(errorFromRpcCode(-32603).code).toBe('WALLET_RPC_ERROR')
    expect(errorFromRpcCode(undefined).rpcCode).toBe(5000)
    expect(errorFromRpcCode(Number.NaN).rpcCode).toBe(5000)
    expect(errorFromWalletRejection(new Error('no code')).rpcCode).toBe(5000)
    const rejection = { code: 4001, message: 'User rejected the request.' }
    const fromWallet = errorFromWalletRejection(rejection)
    expect([fromWallet.code, fromWallet.cause]).toEqual(['USER_REJECTED_REQUEST', rejection])
  })

  it('R-ERR-26 codes without a message get the table’s, and the table can be overridden', () => {
    expect(errorFromRpcCode(4100).shortMessage).toBe(DEFAULT_RPC_CODE_MESSAGES[4100])
    expect(errorFromRpcCode(5740, 'wallet text').shortMessage).toBe('wallet text')
    const table = createRpcCodeTable({ 4100: 'Please unlock your wallet', 9999: 'Custom' })
    expect(errorFromRpcCode(4100, undefined, { table }).shortMessage).toBe('Please unlock your wallet')
    expect(errorFromRpcCode(9999, undefined, { table }).shortMessage).toBe('Custom')
    expect(errorFromRpcCode(4200, undefined, { table }).shortMessage).toBe(DEFAULT_RPC_CODE_MESSAGES[4200])
    expect(errorFromRpcCode(4100).shortMessage).not.toBe('Please unlock your wallet')
    expect(Object.isFrozen(table)).toBe(true)
  })
})
